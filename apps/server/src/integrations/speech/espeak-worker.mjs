// espeak-ng (WebAssembly) in its own thread: synthesis is synchronous and takes up to about a
// second per sentence, which must not stall the server's event loop. Plain JavaScript so the
// worker starts without a TypeScript loader. Messages: { id, op: 'voices' } and
// { id, op: 'synth', text, voice, rate, pitch, maxMs }; every answer carries the same id.
//
// The text is plain text: `synthesize_and_get_phonemes` calls espeak_Synth with no flags, so
// SSML (`<break time="999s"/>`) and phoneme input (`[[…]]`) are read as text, never obeyed.
// (`synthesize` passes espeakSSML | espeakPHONEMES, fixed in the WebAssembly build.) Its
// phoneme trace goes to a small in-memory file that is dropped.
// `maxMs` is enforced while speaking: once that much audio exists the callback answers true,
// which makes espeak-ng stop, and the audio is cut there.
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

function synth({ text, voice, rate, pitch, maxMs }) {
  if (worker.set_voice(voice) !== 0) throw new Error(`espeak-ng has no voice ${voice}`);
  worker.rate = rate;
  worker.pitch = pitch;
  const maxSamples = Math.max(0, Math.floor((maxMs / 1000) * worker.samplerate));
  const chunks = [];
  const events = [];
  let length = 0;
  worker.synthesize_and_get_phonemes(text, (audio, chunkEvents) => {
    const room = maxSamples - length;
    const kept = audio.length > room ? audio.subarray(0, room) : audio;
    if (kept.length) chunks.push(kept);
    length += kept.length;
    for (const e of chunkEvents)
      if (KEPT_EVENTS.has(e.type) && e.audio_position < maxMs)
        events.push({
          type: e.type,
          textPosition: e.text_position,
          length: e.word_length,
          audioMs: e.audio_position,
        });
    return length >= maxSamples; // true: stop speaking
  });
  const samples = new Int16Array(length);
  let at = 0;
  for (const c of chunks) {
    samples.set(c, at);
    at += c.length;
  }
  return { samples, sampleRate: worker.samplerate, events, cut: length >= maxSamples };
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
