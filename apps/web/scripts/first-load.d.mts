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
export interface Build {
  dist: string;
  manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  keyOfFile: Map<string, string>;
  gzipCache: Map<string, number>;
}
export interface Load {
  files: string[];
  keys: Set<string>;
  bytes: number;
  warmed: string[];
}
export function readBuild(dist: string): Build;
export function htmlScripts(build: Build, htmlFile: string): string[];
export function withStaticImports(build: Build, roots: string[]): Set<string>;
export function gzipSize(build: Build, file: string): number;
export function firstLoad(build: Build, page: Page): Load;
export function added(build: Build, from: Load, to: Load): { files: string[]; bytes: number };
export function measurePages(
  build: Build,
  pages: Page[],
): { page: Page; load: Load; from?: { files: string[]; bytes: number }; failures: string[] }[];
