import type { Readable } from 'node:stream';
import type { GenerationRecord, GenerationStart, Studio } from '@forja/contracts';
import { batchOf } from '@forja/contracts';
import type { BatchFile, StudioBatchWork } from '../modules/batches/studio-batch-work.js';
import { generationServiceFrom } from '../modules/generation/generation.module.js';
import { call, type TestApp } from './harness.js';

/*
 * A studio's batch work driven as the batch runner drives a row, with the real generation
 * service: the row parsed with the studio's batch contract, its free steps run through
 * `ctx.run`, the paid generation started and awaited (the engine's settled event), then saved
 * and zipped. Shared by the studios' batch API tests.
 */

/** One cue of an SRT file. */
export interface SrtCue {
  index: number;
  startMs: number;
  endMs: number;
  text: string;
}

const TIME = /^(\d{2}):(\d{2}):(\d{2}),(\d{3}) --> (\d{2}):(\d{2}):(\d{2}),(\d{3})$/;

/** Parses an SRT strictly: numbered cues, `hh:mm:ss,mmm --> hh:mm:ss,mmm`, text, a blank line. */
export function parseSrt(srt: string): SrtCue[] {
  return srt
    .trim()
    .split(/\n\n(?=\d+\n)/)
    .map((block) => {
      const [index, times, ...text] = block.split('\n');
      const t = TIME.exec(times ?? '');
      if (!index || !/^\d+$/.test(index) || !t || text.length === 0)
        throw new Error(`Not an SRT cue: ${block}`);
      const ms = (i: number) =>
        Number(t[i]) * 3_600_000 + Number(t[i + 1]) * 60_000 + Number(t[i + 2]) * 1000 + Number(t[i + 3]);
      return { index: Number(index), startMs: ms(1), endMs: ms(5), text: text.join('\n') };
    });
}

/** A zip entry's bytes, whichever way it is given. */
export async function bodyBytes(file: BatchFile): Promise<Buffer> {
  if (typeof file.body === 'string') return Buffer.from(file.body, 'utf8');
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.body()) as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The studio's batch work as the composition built it (ServerModule.batch). */
export function batchWorkOf(t: TestApp, studio: Studio): StudioBatchWork {
  const works = t.services.serverModules.flatMap((m) => (m.batch ? [m.batch(t.services)] : []));
  const work = works.find((w) => w.studio === studio);
  if (!work) throw new Error(`No batch work for ${studio}`);
  return work;
}

/**
 * Runs one row for the user: prepare (its free steps through the real service), the paid
 * generation, awaited until the engine settles it. Answers the row's request, what was
 * started, the free steps' records and the paid generation's finished record.
 */
export async function runBatchRow(
  t: TestApp,
  user: { id: string; cookie: string },
  studio: Studio,
  row: Record<string, unknown>,
) {
  const generation = generationServiceFrom(t.services);
  const settled = new Set<string>();
  const waiting = new Map<string, () => void>();
  const stop = t.services.generationEngine.onSettled((id) => {
    settled.add(id);
    waiting.get(id)?.();
  });
  const finished = async (id: string): Promise<GenerationRecord> => {
    if (!settled.has(id)) await new Promise<void>((resolve) => waiting.set(id, resolve));
    return (
      await call(t.app, 'GET', `/api/generations/${id}`, { cookie: user.cookie })
    ).json<GenerationRecord>();
  };
  try {
    const request = batchOf(studio).request.parse(row);
    const work = batchWorkOf(t, studio);
    const steps: GenerationRecord[] = [];
    const start: GenerationStart = await work.prepare(request, {
      userId: user.id,
      run: async (free) => {
        const { record } = await generation.start(user.id, free);
        steps.push(record);
        return record;
      },
    });
    const { record } = await generation.start(user.id, start);
    const done = await finished(record.id);
    return { work, request, start, steps, generation: done };
  } finally {
    stop();
  }
}
