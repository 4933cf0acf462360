import type { GenerationStage } from '@forja/contracts';
import type { GenerationProvider } from '../../integrations/generation/index.js';
import type { WorkContext } from '../generation/generation-engine.service.js';
import type { FilesService } from '../files/files.service.js';

/** What the generation engine hands a render. */
export interface RenderContext extends Pick<WorkContext, 'whenKept'> {
  userId: string;
  generationId: string;
  signal: AbortSignal;
  report(stage: GenerationStage, percent?: number | null): Promise<void>;
  /** The video family's provider (its webhook renders when the admin chose it). */
  provider: GenerationProvider;
  linkHosts: readonly string[];
  /** Records which provider draws the scenes' pictures (a demo generator's are labelled as such). */
  recordImageProvider(kind: string): Promise<void>;
  /** Storage as the engine hands it: what the render stores is deleted again if the video is not kept. */
  files: FilesService;
}
