import { Worker } from 'node:worker_threads';

/*
 * The one espeak-ng WebAssembly thread of this process (espeak-worker.mjs), started on first
 * use and shared by every engine instance: its voice data (24 MB) loads once. Requests queue
 * in the thread and run one at a time.
 */

export interface EspeakEvent {
  type: 'word' | 'sentence' | 'end';
  /** 1-based position in the text, in code points. */
  textPosition: number;
  /** Length of the word in code points. */
  length: number;
  /** When it is heard, in ms from the start of this call's audio. */
  audioMs: number;
}

export interface EspeakVoiceInfo {
  name: string;
  identifier: string;
  languages: string[];
}

export interface EspeakSynthesis {
  samples: Int16Array;
  sampleRate: number;
  events: EspeakEvent[];
  /** True when espeak-ng was stopped at maxMs: the text was not spoken to its end. */
  cut?: boolean;
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

let thread: { worker: Worker; pending: Map<number, Pending>; nextId: number } | null = null;

function getThread() {
  if (thread) return thread;
  const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
  const state = { worker, pending: new Map<number, Pending>(), nextId: 1 };
  worker.unref();
  worker.on('message', (message: { id?: number; error?: string }) => {
    if (message.id === undefined) return;
    const waiting = state.pending.get(message.id);
    state.pending.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message as never);
  });
  const fail = (error: Error) => {
    for (const p of state.pending.values()) p.reject(error);
    state.pending.clear();
    if (thread === state) thread = null;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The espeak-ng thread stopped (exit code ${code})`)));
  thread = state;
  return state;
}

function ask<T>(message: Record<string, unknown>): Promise<T> {
  const t = getThread();
  const id = t.nextId++;
  return new Promise<T>((resolve, reject) => {
    t.pending.set(id, { resolve: resolve as (v: never) => void, reject });
    t.worker.postMessage({ ...message, id });
  });
}

export function espeakVoices(): Promise<EspeakVoiceInfo[]> {
  return ask<{ voices: EspeakVoiceInfo[] }>({ op: 'voices' }).then((r) => r.voices);
}

export function espeakSynthesize(request: {
  text: string;
  voice: string;
  /** Words per minute (espeak-ng: 80–450, normal 175). */
  rate: number;
  /** 0–99, normal 50. */
  pitch: number;
  /** espeak-ng stops speaking once it has made this much audio; the audio ends there. */
  maxMs: number;
}): Promise<EspeakSynthesis> {
  return ask<EspeakSynthesis>({ op: 'synth', ...request });
}

/** Stops the thread (tests, shutdown); the next request starts a new one. */
export async function stopEspeakThread(): Promise<void> {
  const t = thread;
  thread = null;
  if (t) await t.worker.terminate();
}

/** Whether the thread (its WebAssembly and voice data) is loaded: not at start, only once asked. */
export function espeakThreadStarted(): boolean {
  return thread !== null;
}
