import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../../integrations/speech/wav.js';

/*
 * A local OpenAI-compatible speech server: `POST /audio/speech` answers a WAV tone of 300 ms
 * per word of `input` (24 kHz, as OpenAI's), `POST /audio/transcriptions` answers verbose_json
 * with word timestamps matching that tone (it remembers the last input it spoke). Each request
 * is recorded; `failNext` makes the next call answer an HTTP error.
 */

export interface FakeSpeechServer {
  url: string;
  requests: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[];
  failNext: (status: number, body?: string) => void;
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

export async function startFakeSpeechServer(): Promise<FakeSpeechServer> {
  const requests: FakeSpeechServer['requests'] = [];
  let lastWords: string[] = [];
  let failure: { status: number; body: string } | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json' }).end(failure.body);
        failure = null;
        return;
      }
      if (req.url?.endsWith('/audio/speech')) {
        const input = (JSON.parse(body.toString('utf8')) as { input: string }).input;
        lastWords = input.split(/\s+/).filter(Boolean);
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(lastWords.length));
        return;
      }
      if (req.url?.endsWith('/audio/transcriptions')) {
        const words = lastWords.map((word, i) => ({
          word: word.replace(/[.,!?¿¡]/g, ''),
          start: (i * MS_PER_WORD) / 1000,
          end: ((i + 1) * MS_PER_WORD - 20) / 1000,
        }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            text: lastWords.join(' '),
            duration: (lastWords.length * MS_PER_WORD) / 1000,
            words,
          }),
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
    failNext: (status, body = '{"error":{"message":"failed"}}') => {
      failure = { status, body };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
