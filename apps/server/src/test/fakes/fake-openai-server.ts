import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toneWav } from './fake-openai-speech.js';

/*
 * A local OpenAI-compatible server on 127.0.0.1, as self-hosters run them: `GET /v1/models`
 * (OpenAI's list), `POST /v1/chat/completions`, `POST /v1/images/generations` (b64_json),
 * `POST /v1/audio/speech` (WAV) and Kokoro-FastAPI's `GET /v1/audio/voices`. It refuses a
 * missing or wrong key (401) when it has one, an unknown model as each real server does, and
 * `override` makes every answer a fixed reply (a web page, a 500…). Requests are recorded.
 */

export interface FakeOpenAiOptions {
  models?: string[];
  voices?: string[] | null;
  /** The key it wants; none: it takes any request. */
  apiKey?: string;
}

export interface FakeOpenAiServer {
  url: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  /** Every request answers this until cleared (undefined). */
  override: (reply: { status: number; body: string; contentType?: string } | undefined) => void;
  close: () => Promise<void>;
}

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const FAKE_SENTENCE = 'Hello, Forja studio, nice to meet you!';

const json = (status: number, value: unknown) => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json',
});

export async function startFakeOpenAiServer(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const models = options.models ?? ['llama3.2:latest', 'gpt-image-1', 'kokoro'];
  const voices = options.voices === undefined ? ['af_heart', 'am_adam'] : options.voices;
  const requests: FakeOpenAiServer['requests'] = [];
  let forced: { status: number; body: string; contentType?: string } | undefined;

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: Record<string, unknown>) {
    if (forced) return forced;
    if (options.apiKey && headers.authorization !== `Bearer ${options.apiKey}`)
      return json(401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    const knows = typeof body.model === 'string' && models.includes(body.model);
    if (method === 'GET' && path === '/v1/models')
      return json(200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', owned_by: 'me' })),
      });
    if (method === 'GET' && path === '/v1/audio/voices' && voices)
      return json(200, { voices: voices.map((id) => ({ id, name: id })) });
    if (method === 'POST' && path === '/v1/chat/completions') {
      // Ollama's wording for a model it has not pulled.
      if (!knows)
        return json(404, {
          error: { message: `model "${String(body.model)}" not found, try pulling it first` },
        });
      return json(200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: `<think>They want a greeting.</think>${FAKE_SENTENCE}` },
            finish_reason: 'stop',
          },
        ],
      });
    }
    if (method === 'POST' && path === '/v1/images/generations') {
      if (!knows)
        return json(404, {
          error: { message: `The model '${String(body.model)}' does not exist`, code: 'model_not_found' },
        });
      return json(200, { created: 1, data: [{ b64_json: PNG_1X1.toString('base64') }] });
    }
    if (method === 'POST' && path === '/v1/audio/speech') {
      // Kokoro-FastAPI's answers for an unknown model or voice.
      if (!knows)
        return json(400, {
          detail: { error: 'invalid_model', message: `Unsupported model: ${String(body.model)}` },
        });
      if (voices && !voices.includes(String(body.voice)))
        return json(400, {
          detail: { error: 'validation_error', message: `Voice '${String(body.voice)}' not found` },
        });
      const words = String(body.input ?? '')
        .split(/\s+/)
        .filter(Boolean).length;
      return { status: 200, body: toneWav(words), contentType: 'audio/wav' };
    }
    return json(404, { detail: 'Not Found' });
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        // not JSON: answered as an unknown model
      }
      const method = req.method ?? '';
      const path = req.url ?? '';
      requests.push({ method, path, headers: req.headers, body });
      const reply = answer(method, path, req.headers, body);
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    override: (reply) => {
      forced = reply;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
