/*
 * `npm run lint`, after ESLint: fails on any import circle among the project's own source
 * files (tests excluded, type-only imports included) and on any circle between the folders
 * that are meant to be layers or independent units (server modules, integrations, web
 * features, the web app's top folders, the server's top folders).
 *
 * A script rather than an ESLint rule: a circle is a property of the whole graph, while an
 * ESLint rule sees one file at a time and would rebuild (or cache across files) the graph to
 * answer; one pass over the graph here is quick and names each circle once, as a whole.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  circles,
  folderGraph,
  importGraph,
  type Circle,
  type ImportAlias,
  type ImportGraph,
} from './import-graph.js';

export interface CycleRules {
  /** Where the source files are (each folder is walked; tests are left out). */
  roots: string[];
  aliases: ImportAlias[];
  /** Folders whose entries (sub-folders, and files lying there) must not import each other in a circle. */
  layered: string[];
}

export const PROJECT_RULES: CycleRules = {
  roots: ['apps/server', 'apps/web', 'packages/contracts'],
  aliases: [{ prefix: '@/', dir: 'apps/web/src' }],
  layered: [
    'apps/server/src',
    'apps/server/src/modules',
    'apps/server/src/integrations',
    'apps/web/src',
    'apps/web/src/features',
  ],
};

/** The rest of a circle's members, when they are more than its shortest closed path shows. */
function others(circle: Circle, show = (node: string) => node): string {
  const rest = circle.members.filter((m) => !circle.path.includes(m));
  return rest.length === 0 ? '' : `, in one circle with ${rest.map(show).join(', ')}`;
}

/** One message per circle, each naming its members in order; none when the code is clean. */
export function findCycleProblems(rules: CycleRules, cwd = process.cwd()): string[] {
  const at = (p: string) => path.resolve(cwd, p);
  const show = (file: string) => path.relative(cwd, file);
  const graph: ImportGraph = importGraph(
    rules.roots.map(at),
    rules.aliases.map((a) => ({ prefix: a.prefix, dir: at(a.dir) })),
  );
  const problems = circles(graph).map(
    (circle) => `files: ${circle.path.map(show).join(' -> ')}${others(circle, show)}`,
  );
  for (const folder of rules.layered) {
    const folders = folderGraph(graph, at(folder));
    const edges = new Map([...folders].map(([name, targets]) => [name, [...targets.keys()]]));
    for (const circle of circles(edges)) {
      const steps = circle.path.slice(1).map((to, i) => {
        const from = circle.path[i]!;
        const [file, target] = folders.get(from)!.get(to)!;
        return `    ${from} -> ${to}: ${show(file)} imports ${show(target)}`;
      });
      problems.push(
        `folders of ${folder}: ${circle.path.join(' -> ')}${others(circle)}\n${steps.join('\n')}`,
      );
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = findCycleProblems(PROJECT_RULES);
  if (problems.length > 0) {
    console.error(
      `Import circles (${problems.length}). Break each one: move what both sides need to the side that owns it, or down to a lower layer (lib/, db/, components/).`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
