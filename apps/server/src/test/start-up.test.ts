import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { offlineSpeechEngine } from '../integrations/speech/create-speech-engine.js';
import { espeakThreadStarted, stopEspeakThread } from '../integrations/speech/espeak-thread.js';
import { call, createTestApp, type TestApp } from './harness.js';

// Real speech synthesis on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/*
 * What start-up leaves for later (docs/ARCHITECTURE.md, "Start-up"): the espeak-ng
 * WebAssembly and its voice data load on the first synthesis, not when the server starts;
 * and the embedded database keeps 32 MB of shared buffers instead of PostgreSQL's 128 MB.
 */
describe('start-up on the embedded database', () => {
  let t: TestApp;
  let outDir: string;
  beforeAll(async () => {
    // Server files share their worker's modules: an earlier file may have loaded the engine.
    await stopEspeakThread();
    t = await createTestApp('pglite', { queue: 'pg-boss' });
    outDir = await mkdtemp(path.join(tmpdir(), 'forja-start-up-'));
  });
  afterAll(async () => {
    await stopEspeakThread();
    await t.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('answers /api/health without loading the speech engine, and the first synthesis loads and works', async () => {
    const health = await call(t.app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json().speech).toBe('espeak-ng (WebAssembly)');
    expect(espeakThreadStarted()).toBe(false);

    const result = await offlineSpeechEngine().synthesize({
      text: 'Hello there. This is the first synthesis.',
      voice: 'en-US-JennyNeural',
      outDir,
    });
    expect(espeakThreadStarted()).toBe(true);
    expect(result.durationMs).toBeGreaterThan(1000);
    expect(result.words.map((w) => w.text)).toEqual([
      'Hello',
      'there.',
      'This',
      'is',
      'the',
      'first',
      'synthesis.',
    ]);
  });

  it('runs the embedded database with 32 MB of shared buffers', async () => {
    const { rows } = await t.database.pglite!.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]!.shared_buffers).toBe('32MB');
  });
});
