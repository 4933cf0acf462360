import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav, type PcmAudio } from '../../integrations/speech/wav.js';

/*
 * A local OpenAI-compatible speech server: `POST /audio/speech` answers a WAV tone of 300 ms
 * per word of `input` (24 kHz, as OpenAI's), `POST /audio/transcriptions` answers verbose_json
 * with word timestamps matching that tone (it remembers the last input it spoke). Each request
 * is recorded; `failNext` makes the next call answer an HTTP error.
 *
 * Options make it a server that only speaks, as Kokoro-FastAPI and openedai-speech are
 * (`transcriptions`: FastAPI's 404 for a route it lacks, a 405, a 501, or a transcription
 * without word timings), and give its audio the shape of a voice (`voice`: silence before and
 * after, words as long as their letters, gaps between them, a pause at a comma), whose true
 * word times `fakeTimeline` tells.
 */

export interface FakeVoice {
  leadMs: number;
  tailMs: number;
  msPerLetter: number;
  gapMs: number;
  /** The extra pause after a word ending in , ; or :. */
  commaMs: number;
}

export interface FakeSpeechOptions {
  transcriptions?: 'words' | 'textOnly' | 404 | 405 | 501;
  voice?: FakeVoice;
}

export interface FakeSpeechServer {
  url: string;
  requests: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[];
  /** The next request (or the next one to a path ending in `path`) answers this error. */
  failNext: (status: number, body?: string, path?: string) => void;
  close: () => Promise<void>;
}

const SAMPLE_RATE = 24000;
const MS_PER_WORD = 300;

export function toneWav(words: number): Buffer {
  const length = Math.round((words * MS_PER_WORD * SAMPLE_RATE) / 1000);
  const samples = Int16Array.from({ length }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE)),
  );
  return encodeWav({ samples, sampleRate: SAMPLE_RATE });
}

export interface FakeTimeline {
  words: { word: string; startMs: number; endMs: number }[];
  totalMs: number;
}

/** When each word of `input` sounds in the fake's audio: 300 ms each without a voice. */
export function fakeTimeline(input: string, voice?: FakeVoice): FakeTimeline {
  const written = input.split(/\s+/).filter(Boolean);
  if (!voice)
    return {
      words: written.map((word, i) => ({ word, startMs: i * MS_PER_WORD, endMs: (i + 1) * MS_PER_WORD })),
      totalMs: written.length * MS_PER_WORD,
    };
  let at = voice.leadMs;
  const words = written.map((word, i) => {
    const startMs = at;
    const endMs = startMs + Math.max(1, word.replace(/[^\p{L}]/gu, '').length) * voice.msPerLetter;
    if (i < written.length - 1) at = endMs + voice.gapMs + (/[,;:]$/.test(word) ? voice.commaMs : 0);
    return { word, startMs, endMs };
  });
  return { words, totalMs: (words.at(-1)?.endMs ?? 0) + voice.tailMs };
}

/** The fake's audio: a tone while a word sounds, silence elsewhere. */
export function timelineAudio({ words, totalMs }: FakeTimeline): PcmAudio {
  const at = (ms: number) => Math.round((ms * SAMPLE_RATE) / 1000);
  const samples = new Int16Array(at(totalMs));
  for (const w of words)
    for (let i = at(w.startMs); i < at(w.endMs); i++)
      samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE));
  return { samples, sampleRate: SAMPLE_RATE };
}

const NO_ENDPOINT: Record<number, string> = {
  404: '{"detail":"Not Found"}',
  405: '{"detail":"Method Not Allowed"}',
  501: '{"error":{"message":"Transcription is not implemented"}}',
};

export async function startFakeSpeechServer(options: FakeSpeechOptions = {}): Promise<FakeSpeechServer> {
  const requests: FakeSpeechServer['requests'] = [];
  let last: FakeTimeline = { words: [], totalMs: 0 };
  const transcriptions = options.transcriptions ?? 'words';
  let failure: { status: number; body: string; path: string } | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (failure && req.url?.endsWith(failure.path)) {
        res.writeHead(failure.status, { 'content-type': 'application/json' }).end(failure.body);
        failure = null;
        return;
      }
      if (req.url?.endsWith('/audio/speech')) {
        const input = (JSON.parse(body.toString('utf8')) as { input: string }).input;
        last = fakeTimeline(input, options.voice);
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(encodeWav(timelineAudio(last)));
        return;
      }
      if (req.url?.endsWith('/audio/transcriptions') && typeof transcriptions === 'number') {
        res
          .writeHead(transcriptions, { 'content-type': 'application/json' })
          .end(NO_ENDPOINT[transcriptions]);
        return;
      }
      if (req.url?.endsWith('/audio/transcriptions')) {
        const words = last.words.map((w) => ({
          word: w.word.replace(/[.,!?¿¡]/g, ''),
          start: w.startMs / 1000,
          end: (w.endMs - 20) / 1000,
        }));
        const text = last.words.map((w) => w.word).join(' ');
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              transcriptions === 'textOnly'
                ? { text, duration: last.totalMs / 1000 }
                : { text, duration: last.totalMs / 1000, words },
            ),
          );
        return;
      }
      res.writeHead(404).end('{"error":{"message":"not found"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (status, body = '{"error":{"message":"failed"}}', path = '') => {
      failure = { status, body, path };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
