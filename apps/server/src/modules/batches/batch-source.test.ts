import { describe, expect, it } from 'vitest';
import { articleBatch, BATCH_ROWS_MAX } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import { csvRecords, parseCsv, parseLines } from './batch-source.js';

const columns = articleBatch.columns;
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, ...error.details };
    throw error;
  }
  throw new Error('not refused');
}

describe('a plain list', () => {
  it('takes one idea per line into the main column, skipping blank lines', () => {
    expect(parseLines('First idea\r\n\n  Second idea  \n', columns)).toEqual({
      columns: ['idea'],
      rows: [
        { line: 1, values: { idea: 'First idea' } },
        { line: 3, values: { idea: 'Second idea' } },
      ],
    });
  });

  it('refuses an empty list, NUL bytes and too many lines', () => {
    expect(refusal(() => parseLines(' \n\n', columns))).toMatchObject({ reason: 'empty', line: 1 });
    expect(refusal(() => parseLines('a\nb\u0000', columns))).toMatchObject({ reason: 'binary', line: 2 });
    const many = Array.from({ length: BATCH_ROWS_MAX + 1 }, (_, i) => `Idea ${i}`).join('\n');
    expect(refusal(() => parseLines(many, columns))).toMatchObject({
      reason: 'too_many_rows',
      line: BATCH_ROWS_MAX + 1,
    });
  });
});

describe('a CSV', () => {
  it('reads quotes, doubled quotes, separators and line breaks inside quotes, CRLF or LF', () => {
    expect(csvRecords('a,"b ""c"", d"\r\n"x\r\ny",z\n')).toEqual([
      { line: 1, cells: ['a', 'b "c", d'] },
      { line: 2, cells: ['x\ny', 'z'] },
    ]);
  });

  it('takes the header in any case, a UTF-8 BOM, and fewer cells than the header', () => {
    const csv = '\uFEFF Idea ,TONE,length\nBread online,friendly,500\nCakes\n';
    expect(parseCsv(b64(csv), columns)).toEqual({
      columns: ['idea', 'tone', 'length'],
      rows: [
        { line: 2, values: { idea: 'Bread online', tone: 'friendly', length: '500' } },
        { line: 3, values: { idea: 'Cakes', tone: '', length: '' } },
      ],
    });
  });

  it.each([
    ['not base64', '@@@', 'not_base64', 1],
    ['UTF-16', b64(Buffer.from('\uFEFFidea\nx', 'utf16le')), 'encoding', 1],
    [
      'invalid UTF-8 bytes',
      b64(Buffer.concat([Buffer.from('idea\nok\n'), Buffer.from([0xc3, 0x28])])),
      'encoding',
      3,
    ],
    ['NUL bytes', b64('idea\nx\u0000y'), 'binary', 2],
    ['nothing', b64(''), 'empty', 1],
    ['a header only', b64('idea,tone\n'), 'empty', 2],
    ['no header', b64('Bread online,friendly\n'), 'header_missing', 1],
    ['an unknown column', b64('idea,colour\nx,red'), 'unknown_column', 1],
    ['a duplicate column', b64('idea,Idea\nx,y'), 'duplicate_column', 1],
    ['no main column', b64('title,tone\nx,friendly'), 'main_column_missing', 1],
    ['a quote left open', b64('idea\nok\n"never closed\nmore\n'), 'unclosed_quote', 3],
    ['a stray quote', b64('idea\nbread "online"\n'), 'stray_quote', 2],
    ['text after a closing quote', b64('idea\n"bread" online\n'), 'stray_quote', 2],
    ['too many cells', b64('idea,tone\nx,friendly\ny,friendly,extra\n'), 'column_count', 3],
  ])('refuses %s', (_name, content, reason, line) => {
    expect(refusal(() => parseCsv(content, columns))).toMatchObject({
      status: 400,
      code: 'BATCH_SOURCE_INVALID',
      reason,
      line,
    });
  });

  it('refuses more than the rows allowed, naming the first line over', () => {
    const csv = ['idea', ...Array.from({ length: BATCH_ROWS_MAX + 1 }, (_, i) => `Idea ${i}`)].join('\n');
    expect(refusal(() => parseCsv(b64(csv), columns))).toMatchObject({
      reason: 'too_many_rows',
      line: BATCH_ROWS_MAX + 2,
    });
  });
});
