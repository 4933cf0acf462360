import { createProvider, detectImageType, GenerationError } from '../../integrations/generation/index.js';
import { invalidJsonError } from '../../integrations/generation/errors.js';
import { postJson } from '../../integrations/generation/http/post-json.js';
import { speakSample } from '../../integrations/speech/openai-speech-sample.js';
import { fetchImage } from '../../integrations/storage/fetch-image.js';
import { hostKey, type UrlGuard } from '../../lib/url-guard.js';
import { parseJson } from './server-get.js';

/*
 * The Test button of a typed server: one real, tiny generation with the chosen model. Text
 * asks for one sentence (no token limit: reasoning models refuse `max_tokens`, and their
 * thinking is dropped from what is shown); an image is the smallest size the model accepts;
 * speech is one sentence spoken. Generous time limits: a local server loads the model first.
 */

export interface ServerTestContext {
  baseUrl: string;
  apiKey: string;
  model: string;
  guard: UrlGuard;
}

const TEXT_TIMEOUT_MS = 60_000;
const IMAGE_TIMEOUT_MS = 120_000;
const MAX_SENTENCE = 500;
/** The page shows the picture inline: a bigger one is not a sensible test answer. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const TEST_MESSAGES = [
  { role: 'system', content: 'You are checking a connection. Answer with exactly one short sentence.' },
  { role: 'user', content: 'Greet the Forja content studio in one short sentence.' },
];

const headersOf = (apiKey: string) => (apiKey ? { authorization: `Bearer ${apiKey}` } : undefined);

/** The assistant's text: a string, or the text parts of a content list. */
function contentOf(reply: unknown): string | undefined {
  const choices = (reply as { choices?: unknown } | null)?.choices;
  const message = Array.isArray(choices)
    ? (choices[0] as { message?: unknown } | undefined)?.message
    : undefined;
  if (!message || typeof message !== 'object') return undefined;
  const { content, refusal } = message as { content?: unknown; refusal?: unknown };
  if (typeof refusal === 'string' && refusal.trim())
    throw new GenerationError('PROVIDER_ERROR', { message: 'The model refused.', details: { refusal } });
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((p: unknown) => (p as { text?: unknown })?.text)
      .filter((t) => typeof t === 'string')
      .join(' ');
  return undefined;
}

export async function testTextServer(ctx: ServerTestContext): Promise<string> {
  const text = await postJson({
    url: `${ctx.baseUrl}/chat/completions`,
    guard: ctx.guard,
    body: { model: ctx.model, messages: TEST_MESSAGES, stream: false },
    headers: headersOf(ctx.apiKey) ?? {},
    timeoutMs: TEXT_TIMEOUT_MS,
  });
  const reply = parseJson(text);
  if (reply === undefined) throw invalidJsonError(text);
  const content = contentOf(reply);
  if (content === undefined)
    throw new GenerationError('PROVIDER_ERROR', { details: { body: text.slice(0, 500) } });
  // Reasoning models served by Ollama or LM Studio put their thinking in <think>…</think>.
  const sentence = content
    .replace(/<think>[\s\S]*?(<\/think>|$)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!sentence) throw new GenerationError('EMPTY_RESPONSE', { details: { body: text.slice(0, 500) } });
  return sentence.length > MAX_SENTENCE ? `${sentence.slice(0, MAX_SENTENCE - 1)}…` : sentence;
}

/** OpenAI's newer models draw 1024×1024 at the least; the others (dall-e-2, Stable Diffusion) are asked for less. */
function testImageSize(model: string) {
  return /^(gpt-image|dall-e-3|chatgpt-image)/i.test(model) ? ('1024x1024' as const) : ('512x512' as const);
}

export async function testImageServer(
  ctx: ServerTestContext,
): Promise<{ contentType: string; dataBase64: string }> {
  // The provider the image family uses, so the test exercises the same request and reply reading.
  const provider = createProvider('openai', {
    baseUrl: ctx.baseUrl,
    apiKey: ctx.apiKey,
    textModel: '',
    imageModel: ctx.model,
    urlGuard: ctx.guard,
    timeoutsMs: { image: IMAGE_TIMEOUT_MS },
  });
  const image = await provider.image({
    prompt: 'A simple flat illustration of a coffee cup on a plain background',
    resolution: testImageSize(ctx.model),
  });
  let data: Buffer;
  let contentType: string | undefined;
  if (image.kind === 'bytes') {
    data = image.data;
    contentType = detectImageType(data);
  } else {
    // A link the server gives may be on the server's own (possibly local) host, as in generation.
    ({ data, contentType } = await fetchImage(image.url, {
      privateHosts: [hostKey(new URL(ctx.baseUrl))],
      timeoutMs: 30_000,
    }));
  }
  if (!contentType) throw new GenerationError('NOT_AN_IMAGE');
  if (data.byteLength > MAX_IMAGE_BYTES)
    throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes: MAX_IMAGE_BYTES } });
  return { contentType, dataBase64: data.toString('base64') };
}

export async function testSpeechServer(
  ctx: ServerTestContext & { voice: string },
): Promise<{ contentType: string; dataBase64: string; durationMs: number }> {
  const { wav, durationMs } = await speakSample({ ...ctx });
  return { contentType: 'audio/wav', dataBase64: wav.toString('base64'), durationMs };
}
