// espeak-ng (WebAssembly) in its own thread: synthesis is synchronous and takes up to about a
// second per sentence, which must not stall the server's event loop. Plain JavaScript so the
// worker starts without a TypeScript loader. Messages: { id, op: 'voices' } and
// { id, op: 'synth', text, voice, rate, pitch }; every answer carries the same id.
import { parentPort } from 'node:worker_threads';
import initialize from '@echogarden/espeak-ng-emscripten';

const espeak = await initialize();
const worker = new espeak.eSpeakNGWorker();
const KEPT_EVENTS = new Set(['word', 'sentence', 'end']);

function voices() {
  return worker.list_voices().map((v) => ({
    name: v.name,
    identifier: v.identifier,
    languages: v.languages.map((l) => l.name),
  }));
}

function synth({ text, voice, rate, pitch }) {
  if (worker.set_voice(voice) !== 0) throw new Error(`espeak-ng has no voice ${voice}`);
  worker.rate = rate;
  worker.pitch = pitch;
  const chunks = [];
  const events = [];
  worker.synthesize(text, (audio, chunkEvents) => {
    if (audio.length) chunks.push(audio);
    for (const e of chunkEvents)
      if (KEPT_EVENTS.has(e.type))
        events.push({
          type: e.type,
          textPosition: e.text_position,
          length: e.word_length,
          audioMs: e.audio_position,
        });
    return false; // false: go on
  });
  const length = chunks.reduce((n, c) => n + c.length, 0);
  const samples = new Int16Array(length);
  let at = 0;
  for (const c of chunks) {
    samples.set(c, at);
    at += c.length;
  }
  return { samples, sampleRate: worker.samplerate, events };
}

parentPort.on('message', (message) => {
  try {
    if (message.op === 'voices') parentPort.postMessage({ id: message.id, voices: voices() });
    else {
      const result = synth(message);
      parentPort.postMessage({ id: message.id, ...result }, [result.samples.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
