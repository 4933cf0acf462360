import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_CSV_MAX_BYTES, BATCH_ROWS_MAX, type PlanAccessMatrix } from '@forja/contracts';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { accountOf, countRows } from './batch-test-kit.js';

const b64 = (bytes: string | Buffer) => Buffer.from(bytes).toString('base64');
const utf16 = (text: string, bom: number[]) =>
  b64(Buffer.concat([Buffer.from(bom), Buffer.from(text, 'utf16le')]));
const manyRows = [
  'idea',
  ...Array.from({ length: BATCH_ROWS_MAX + 1 }, (_, i) => `An idea about bread ${i}`),
];

/** Each malformed source, the reason the API gives and the line it names. */
const MALFORMED: [string, 'lines' | 'csv', string, string, number][] = [
  ['not base64', 'csv', 'idea\nsome idea!', 'not_base64', 1],
  ['over 1 MB', 'csv', b64(Buffer.alloc(BATCH_CSV_MAX_BYTES + 1, 'a')), 'too_large', 1],
  ['UTF-16 LE', 'csv', utf16('idea\nAn idea about bread', [0xff, 0xfe]), 'encoding', 1],
  ['UTF-16 BE', 'csv', b64(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('\0i\0d')])), 'encoding', 1],
  ['Latin-1', 'csv', b64(Buffer.from('idea\nUn caf\xe9 pour tous\n', 'latin1')), 'encoding', 2],
  ['a binary file', 'csv', b64(Buffer.from([0x69, 0x64, 0x65, 0x61, 0x0a, 0x00, 0x01, 0x02])), 'binary', 2],
  ['an empty file', 'csv', '', 'empty', 1],
  ['blank lines only', 'csv', b64('\r\n\r\n\n'), 'empty', 1],
  ['a header without rows', 'csv', b64('idea,title\r\n'), 'empty', 2],
  ['no header', 'csv', b64('An idea about bread,A title\n'), 'header_missing', 1],
  ['an unknown column', 'csv', b64('idea,colour\nAn idea about bread,red\n'), 'unknown_column', 1],
  [
    'a column twice',
    'csv',
    b64('idea,Tone,tone\nAn idea about bread,friendly,casual\n'),
    'duplicate_column',
    1,
  ],
  ['no idea column', 'csv', b64('title,tone\nA title,friendly\n'), 'main_column_missing', 1],
  [
    'a quote left open',
    'csv',
    b64('idea,title\nAn idea about bread,ok\n"An idea,left open\nmore\n'),
    'unclosed_quote',
    3,
  ],
  ['a stray quote', 'csv', b64('idea\nAn idea about "bread"\n'), 'stray_quote', 2],
  ['text after a closing quote', 'csv', b64('idea,title\n"An idea" about bread,x\n'), 'stray_quote', 2],
  ['a row with too many cells', 'csv', b64('idea,title\nAn idea about bread,A,B\n'), 'column_count', 2],
  ['too many rows', 'csv', b64(manyRows.join('\n')), 'too_many_rows', BATCH_ROWS_MAX + 2],
  [
    'a broken byte in the header',
    'csv',
    b64(Buffer.from([0x69, 0x64, 0x65, 0x61, 0x80, 0x0a, 0x41])),
    'encoding',
    1,
  ],
  ['an empty list', 'lines', '\n   \n', 'empty', 1],
  ['a list too long', 'lines', manyRows.slice(1).join('\n'), 'too_many_rows', BATCH_ROWS_MAX + 1],
];

describe.each(databaseKinds)('a malformed list or CSV, on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  it.each(MALFORMED)(
    'is refused with a clear 400 and changes nothing: %s',
    async (_name, format, content, reason, line) => {
      for (const url of ['/api/batches/preview', '/api/batches']) {
        const res = await call(t.app, 'POST', url, {
          cookie: user.cookie,
          body: { studio: 'article', format, content },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BATCH_SOURCE_INVALID', details: { reason, line } });
        expect(res.json().message).toContain(`line ${line}`);
      }
      for (const table of ['batches', 'batch_rows', 'generations'] as const) {
        expect(await countRows(t.database.db, table, user.user.id)).toBe(0);
      }
      expect(await accountOf(t.database.db, user.user.id)).toMatchObject({ balance: 50, held: 0 });
    },
  );

  it('names the column it does not know', async () => {
    const res = await call(t.app, 'POST', '/api/batches', {
      cookie: user.cookie,
      body: { studio: 'image', format: 'csv', content: b64('idea,tone\nA loaf on a table,friendly\n') },
    });
    expect(res.json()).toMatchObject({ details: { reason: 'unknown_column', line: 1, column: 'tone' } });
  });

  it('refuses a studio the plan does not open with 403, writing and holding nothing', async () => {
    // The first user of this app is its owner: an administrator.
    const matrix = (
      await call(t.app, 'GET', '/api/admin/plan-access', { cookie: user.cookie })
    ).json<PlanAccessMatrix>();
    const access = Object.fromEntries(matrix.plans.map((p) => [p.planId, { ...p.studios }]));
    access.free!.image = false;
    const closed = await call(t.app, 'PUT', '/api/admin/plan-access', {
      cookie: user.cookie,
      body: { access },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const free = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/batches', {
      cookie: free.cookie,
      body: { studio: 'image', format: 'lines', content: 'A loaf on a table' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', details: { studio: 'image' } });
    for (const table of ['batches', 'batch_rows', 'generations'] as const) {
      expect(await countRows(t.database.db, table, free.user.id)).toBe(0);
    }
    expect(await accountOf(t.database.db, free.user.id)).toMatchObject({ balance: 50, held: 0 });
  });
});
