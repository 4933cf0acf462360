import type { BatchDetail, BatchPreview, BatchRow, BrandKit } from '@forja/contracts';

/* The batches' tests' data, shaped as the server sends it (packages/contracts/src/batches.ts). */

export const BATCH_ID = '7b0c1a52-4a57-4d43-9b6f-8d4d0c2a9e01';
export const KIT_ID = '0f9a5d8e-3c1b-4e7a-9a2d-6b5c4d3e2f10';

export function brandKit(overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    id: KIT_ID,
    name: 'Bakery',
    language: 'en',
    tone: 'friendly',
    audience: '',
    keywords: [],
    avoidWords: [],
    description: '',
    callToAction: '',
    imageStyle: null,
    voice: 'en-US-JennyNeural',
    speed: 1,
    subtitleStyle: 'classic',
    subtitlePosition: 'bottom-center',
    videoFormat: 'full-hd',
    isDefault: true,
    team: false,
    editable: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function preview(overrides: Partial<BatchPreview> = {}): BatchPreview {
  return {
    studio: 'article',
    columns: ['idea', 'title', 'tone', 'length', 'language', 'audience'],
    rows: [
      {
        line: 1,
        label: 'How small bakeries can win customers',
        values: { idea: 'How small bakeries can win customers' },
        cost: 2,
        errors: [],
      },
      { line: 2, label: 'Short', values: { idea: 'Short', tone: 'angry' }, cost: 2, errors: [] },
    ],
    totalCost: 4,
    available: 50,
    valid: true,
    enough: true,
    ...overrides,
  };
}

let rowCounter = 0;
export function row(overrides: Partial<BatchRow> = {}): BatchRow {
  rowCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(rowCounter).padStart(12, '0')}`,
    line: rowCounter,
    label: `Idea number ${rowCounter}`,
    status: 'pending',
    stage: null,
    percent: null,
    cost: 2,
    attempt: 1,
    generationId: null,
    error: null,
    savedItemId: null,
    ...overrides,
  };
}

/** A batch whose counts follow its rows. */
export function batch(rows: BatchRow[], overrides: Partial<BatchDetail> = {}): BatchDetail {
  const counts = { pending: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const r of rows) counts[r.status] += 1;
  return {
    id: BATCH_ID,
    studio: 'video',
    status: 'running',
    brandKit: { id: KIT_ID, name: 'Bakery' },
    autoSave: false,
    totalCost: rows.reduce((sum, r) => sum + r.cost, 0),
    charged: rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.cost, 0),
    counts,
    rowCount: rows.length,
    createdAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    rows,
    ...overrides,
  };
}
