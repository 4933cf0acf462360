export function decodeSegment(segment: string): number[];
export function charsPerSource(
  code: string,
  map: { sources: string[]; mappings: string },
): Map<string, number>;
export function moduleName(
  source: string,
  options: { mapDir: string; root: string; packages?: boolean },
): string;
export function chunkContents(
  dist: string,
  file: string,
  options?: { packages?: boolean },
): { total: number; modules: { name: string; chars: number }[] };
