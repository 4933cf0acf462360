import type { McpTool } from '../tool.js';
import { getCredits, listStudios } from './account-tools.js';
import { searchArchives, saveResult } from './archive-tools.js';
import { getGeneration, startGeneration } from './generation-tools.js';
import { publish, schedule } from './publish-tools.js';

/** Every MCP tool, in the order tools/list shows them. */
export const MCP_TOOLS: readonly McpTool[] = [
  listStudios,
  getCredits,
  startGeneration,
  getGeneration,
  searchArchives,
  saveResult,
  publish,
  schedule,
];
