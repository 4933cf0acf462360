export interface Page {
  name: string;
  path: string;
  html: string;
  loads: string[];
  warms?: string[];
  from?: string;
  target: { kb?: number; files?: number; fromKb?: number };
  check: { kb?: number; files?: number; fromKb?: number };
}
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
/** Every manifest of a build (one per Vite environment). */
export interface Build {
  dist: string;
  manifests: { manifest: Manifest; keyOfFile: Map<string, string> }[];
  gzipCache: Map<string, number>;
}
/** One environment's chunk graph: the one that built a page. */
export interface Graph extends Build {
  manifest: Manifest;
  keyOfFile: Map<string, string>;
}
export interface Load {
  files: string[];
  keys: Set<string>;
  bytes: number;
  warmed: string[];
}
export function readBuild(dist: string): Build;
export function graphOf(build: Build, htmlFile: string): Graph;
export function htmlScripts(build: Graph, htmlFile: string): string[];
export function withStaticImports(build: Graph, roots: string[]): Set<string>;
export function gzipSize(build: Build, file: string): number;
export function firstLoad(build: Build, page: Page): Load;
export function added(build: Build, from: Load, to: Load): { files: string[]; bytes: number };
export function measurePages(
  build: Build,
  pages: Page[],
): { page: Page; load: Load; from?: { files: string[]; bytes: number }; failures: string[] }[];
