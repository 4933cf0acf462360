// What a built chunk holds, from its sourcemap (the build emits them): the generated code
// each source module accounts for. `npm run bench -- web --what` prints it per page.
import fs from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`invalid VLQ character ${c}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Characters of generated `code` per source of `map`: each mapped segment runs to the next
 * segment on its line (or the line's end). Code no segment maps is counted as `(unmapped)`.
 */
export function charsPerSource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  const add = (source, n) => totals.set(source, (totals.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    // With its newline, if it has one.
    const length = (lines[lineNo] ?? '').length + (lineNo < lines.length - 1 ? 1 : 0);
    let column = 0;
    let previous = { column: 0, source: null };
    for (const segment of line ? line.split(',') : []) {
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      add(previous.source, column - previous.column);
      let source = null;
      if (dSource !== undefined) {
        sourceIndex += dSource;
        source = map.sources[sourceIndex] ?? null;
      }
      previous = { column, source };
    }
    add(previous.source, length - previous.column);
  });
  // Lines past the last mapped one.
  for (let i = map.mappings.split(';').length; i < lines.length; i++)
    add(null, lines[i].length + (i < lines.length - 1 ? 1 : 0));
  const named = new Map();
  for (const [source, n] of totals) {
    if (n === 0) continue;
    const name = source === null ? '(unmapped)' : source;
    named.set(name, (named.get(name) ?? 0) + n);
  }
  return named;
}

/**
 * A module's short name: `react-dom` (`@scope/name`) for a package, else its path inside
 * the repository (`apps/web/src/lib/i18n.ts`). `packages: false` keeps a package's files apart.
 */
export function moduleName(source, { mapDir, root, packages = true }) {
  const clean = source.replace(/^\0/, '');
  const absolute = path.resolve(mapDir, clean).replace(/\\/g, '/');
  const inModules = absolute.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const rest = absolute.slice(inModules + '/node_modules/'.length);
    if (!packages) return rest;
    const parts = rest.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return clean.startsWith('..') || path.isAbsolute(clean) ? path.relative(root, absolute) : clean;
}

/** The modules of a built file, biggest first: `[{ name, chars }]`, with the file's total. */
export function chunkContents(dist, file, { packages = true } = {}) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile))
    return { total: code.length, modules: [{ name: '(no sourcemap)', chars: code.length }] };
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const grouped = new Map();
  for (const [source, chars] of charsPerSource(code, map)) {
    const name =
      source === '(unmapped)'
        ? source
        : moduleName(source, {
            mapDir: path.dirname(mapFile),
            root: path.resolve(dist, '../../..'),
            packages,
          });
    grouped.set(name, (grouped.get(name) ?? 0) + chars);
  }
  const modules = [...grouped].map(([name, chars]) => ({ name, chars })).sort((a, b) => b.chars - a.chars);
  return { total: code.length, modules };
}
