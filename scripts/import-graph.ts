/*
 * The import graph of the project's own source files, and the circles in it: between files,
 * and between the folders directly under a folder (a folder imports another when any of its
 * files does). Used by `scripts/check-import-cycles.ts` (npm run lint) and by the web test that
 * keeps features apart. Type-only imports count: a circle of types still ties the files'
 * meanings together, and a module augmentation (`declare module '…'`) counts as an import.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each file (absolute path) and the project files it imports. */
export type ImportGraph = Map<string, string[]>;

/** A specifier prefix that stands for a folder, like the web app's `@/` for its `src`. */
export interface ImportAlias {
  prefix: string;
  dir: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const DECLARATION = /\.d\.(ts|mts)$/;
const TEST_FILE = /\.(test|spec)\.[a-z]+$/;
/** Folders that hold no source of the app: dependencies, builds, and test helpers. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'public', 'test', 'e2e', '__tests__']);

/** The source files under `root`, tests and test helpers excluded. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name) && !TEST_FILE.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The specifiers a file imports: static, type-only, re-exports, dynamic `import()` and augmentations. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() === true;

/**
 * The project file a specifier names, or null for a package. TypeScript's ESM style names
 * `x.ts` as `x.js`; the web app leaves the extension out.
 */
export function resolveImport(
  from: string,
  specifier: string,
  aliases: readonly ImportAlias[] = [],
): string | null {
  const alias = aliases.find((a) => specifier.startsWith(a.prefix));
  let base: string;
  if (alias) base = path.join(alias.dir, specifier.slice(alias.prefix.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? null;
}

/** The import graph of the source files under `roots`; imports of files outside them are left out. */
export function importGraph(roots: readonly string[], aliases: readonly ImportAlias[] = []): ImportGraph {
  const files = roots.flatMap((root) => sourceFiles(path.resolve(root)));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = importSpecifiers(fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier, aliases))
      .filter((target): target is string => target !== null && target !== file && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The graph between the entries directly under `root` (a folder, or a file lying there): an
 * edge for each pair some file of one imports a file of the other, with one such import as
 * the example shown in messages.
 */
export function folderGraph(graph: ImportGraph, root: string): Map<string, Map<string, [string, string]>> {
  const top = (file: string) => {
    const rel = path.relative(path.resolve(root), file);
    return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0]!;
  };
  const folders = new Map<string, Map<string, [string, string]>>();
  for (const [file, targets] of graph) {
    const from = top(file);
    if (from === null) continue;
    const edges = folders.get(from) ?? new Map<string, [string, string]>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = top(target);
      if (to !== null && to !== from && !edges.has(to)) edges.set(to, [file, target]);
    }
  }
  return folders;
}

/** A circle: every node of one strongly connected component, and one closed path through it. */
export interface Circle {
  members: string[];
  /** Starts and ends at the first member in sorted order, so messages read the same on every run. */
  path: string[];
}

/** The circles of a graph: one per strongly connected component of more than one node (Tarjan's algorithm). */
export function circles(edges: ReadonlyMap<string, Iterable<string>>): Circle[] {
  const next = (node: string) => [...(edges.get(node) ?? [])].filter((n) => edges.has(n)).sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node)!, index.get(other)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => ({
    members: component.sort(),
    path: closedPath(next, new Set(component)),
  }));
}

/** The shortest path from the component's first node back to itself, staying inside the component. */
function closedPath(next: (node: string) => string[], component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const other of next(node)) {
      if (!component.has(other)) continue;
      if (other === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(other)) {
        cameFrom.set(other, node);
        queue.push(other);
      }
    }
  }
  return [...component, start];
}
