import { BATCH_CSV_MAX_BYTES, BATCH_ROWS_MAX, type BatchSourceReason } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';

/*
 * A batch's source, read as a whole before anything is written (docs/product/batches.md): a
 * plain list (one idea per line) or a CSV file (its bytes in base64). Any problem refuses the
 * whole source with 400 BATCH_SOURCE_INVALID naming the reason and the line, so the user can
 * fix the file rather than guess which rows were taken.
 */

/** A row of the source: the line it starts on (the CSV's header is line 1) and its cells by column. */
export interface SourceRow {
  line: number;
  values: Record<string, string>;
}
export interface ParsedSource {
  /** The studio's columns the source gives, in the studio's order. */
  columns: string[];
  rows: SourceRow[];
}

export function sourceRefused(reason: BatchSourceReason, line: number, column?: string): AppError {
  const where = column !== undefined ? ` (column "${column}")` : '';
  return new AppError(
    400,
    'BATCH_SOURCE_INVALID',
    `The list cannot be read: ${reason} at line ${line}${where}.`,
    {
      reason,
      line,
      ...(column !== undefined ? { column } : {}),
    },
  );
}

/** One idea per line into the studio's main column; blank lines are skipped. */
export function parseLines(content: string, columns: readonly [string, ...string[]]): ParsedSource {
  const main = columns[0];
  const rows: SourceRow[] = [];
  const lines = content.split(/\r\n|\n|\r/);
  for (const [i, text] of lines.entries()) {
    if (text.includes('\u0000')) throw sourceRefused('binary', i + 1);
    const value = text.trim();
    if (!value) continue;
    if (rows.length === BATCH_ROWS_MAX) throw sourceRefused('too_many_rows', i + 1);
    rows.push({ line: i + 1, values: { [main]: value } });
  }
  if (rows.length === 0) throw sourceRefused('empty', 1);
  return { columns: [main], rows };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The CSV's bytes as text: base64, at most BATCH_CSV_MAX_BYTES, UTF-8 only (a UTF-8 BOM is dropped). */
export function decodeCsv(content: string): string {
  const compact = content.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw sourceRefused('not_base64', 1);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > BATCH_CSV_MAX_BYTES) throw sourceRefused('too_large', 1);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw sourceRefused('encoding', 1);
  }
  const body = UTF8_BOM.every((b, i) => bytes[i] === b) ? bytes.subarray(3) : bytes;
  // Line by line, so a refusal names the line with the bad bytes.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const lines: string[] = [];
  let start = 0;
  let line = 1;
  while (start <= body.length) {
    const end = body.indexOf(0x0a, start);
    const chunk = body.subarray(start, end === -1 ? body.length : end);
    if (chunk.includes(0)) throw sourceRefused('binary', line);
    try {
      lines.push(decoder.decode(chunk));
    } catch {
      throw sourceRefused('encoding', line);
    }
    if (end === -1) break;
    start = end + 1;
    line++;
  }
  return lines.join('\n');
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180 records (quotes, doubled quotes, separators and line breaks inside quotes, CRLF or LF). */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let recordLine = 1;
  let i = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    // A blank line is no record.
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  const newline = (at: number) => (text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1);
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell.trim() === '') {
      // A quoted cell: read to its closing quote.
      const openedOn = line;
      cell = '';
      i++;
      for (;;) {
        if (i >= text.length) throw sourceRefused('unclosed_quote', openedOn);
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\r' || c === '\n') {
          const step = newline(i);
          cell += '\n';
          i += step;
          line++;
          continue;
        }
        cell += c;
        i++;
      }
      // Only spaces may follow the closing quote before the separator or the line's end.
      while (text[i] === ' ' || text[i] === '\t') i++;
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw sourceRefused('stray_quote', line);
      }
      continue;
    }
    if (ch === '"') throw sourceRefused('stray_quote', line);
    if (ch === ',') {
      endCell();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += newline(i);
      line++;
      recordLine = line;
      continue;
    }
    cell += ch;
    i++;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** A CSV with a header row naming the studio's columns (any case), then a row per item. */
export function parseCsv(content: string, columns: readonly [string, ...string[]]): ParsedSource {
  const records = csvRecords(decodeCsv(content));
  const header = records[0];
  if (!header) throw sourceRefused('empty', 1);
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const known = new Set(columns);
  if (!names.some((n) => known.has(n))) throw sourceRefused('header_missing', header.line);
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.has(name)) throw sourceRefused('unknown_column', header.line, name);
    if (seen.has(name)) throw sourceRefused('duplicate_column', header.line, name);
    seen.add(name);
  }
  if (!seen.has(columns[0])) throw sourceRefused('main_column_missing', header.line, columns[0]);
  const data = records.slice(1);
  if (data.length === 0) throw sourceRefused('empty', header.line + 1);
  if (data.length > BATCH_ROWS_MAX) throw sourceRefused('too_many_rows', data[BATCH_ROWS_MAX]!.line);
  const rows = data.map((record) => {
    if (record.cells.length > names.length) throw sourceRefused('column_count', record.line);
    // Fewer cells than the header: the rest are empty (the kit's value, then the default).
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = (record.cells[i] ?? '').trim()));
    return { line: record.line, values };
  });
  return { columns: columns.filter((c) => seen.has(c)), rows };
}

export function parseSource(
  format: 'lines' | 'csv',
  content: string,
  columns: readonly [string, ...string[]],
): ParsedSource {
  return format === 'lines' ? parseLines(content, columns) : parseCsv(content, columns);
}
