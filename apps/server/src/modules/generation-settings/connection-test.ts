import {
  GENERATION_CONFIG_PROBLEMS,
  videoScriptOptionsSchema,
  type GenerationFamily,
  type GenerationOperation,
  type GenerationSettingsTestResult,
} from '@forja/contracts';
import {
  GenerationError,
  type GenerationProvider,
  type ImageOutput,
} from '../../integrations/generation/index.js';

/*
 * The admin's Test button: one harmless request through the saved provider of a family,
 * with short timeouts, reporting what came back. The image family can only be tested by
 * asking for an image, since its webhook knows no other action.
 */

export const TEST_TIMEOUTS_MS: Partial<Record<GenerationOperation, number>> = {
  titleIdeas: 20_000,
  videoTitleIdeas: 20_000,
  videoScript: 30_000,
  image: 60_000,
};

const TEST_IDEA = 'Connection test from Forja: three short titles about a morning cup of coffee';
const TEST_IMAGE_PROMPT = 'Connection test: a simple flat illustration of a coffee cup on a plain background';
const MAX_LINES = 12;
const MAX_LINE = 300;

const line = (text: string) => (text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1)}…` : text);

type TestImage = NonNullable<GenerationSettingsTestResult['image']>;

function describeImage(image: ImageOutput): TestImage {
  const revised = image.revisedPrompt ? { revisedPrompt: line(image.revisedPrompt) } : {};
  if (image.kind === 'url') return { url: line(image.url), ...revised };
  return { contentType: image.contentType, sizeBytes: image.data.byteLength, ...revised };
}

/** What the family's test operation brought back: text items, or an image's description. */
export type TestOutput = { sample: string[] } | { image: TestImage };

/** Runs the family's test operation (a harmless, fixed request). */
export async function runTestOperation(
  provider: GenerationProvider,
  family: GenerationFamily,
): Promise<TestOutput> {
  switch (family) {
    case 'article':
      return { sample: await provider.titleIdeas({ idea: TEST_IDEA, language: 'en' }) };
    case 'image':
      return {
        image: describeImage(await provider.image({ prompt: TEST_IMAGE_PROMPT, resolution: '1024x1024' })),
      };
    case 'video':
      return { sample: await provider.videoTitleIdeas({ idea: TEST_IDEA }) };
    case 'videoScript': {
      const options = videoScriptOptionsSchema.parse({ length: '10s', tone: 'casual' });
      const script = await provider.videoScript({ idea: TEST_IDEA, options });
      const parts = [script.title, script.hook, ...script.main_content, script.hashtags.join(' ')];
      return { sample: parts.filter((l) => l.trim()) };
    }
  }
}

/** A failure as the admin page shows it: the code it translates, the English text, status and reply start. */
export function failureResult(
  error: unknown,
  base: Pick<GenerationSettingsTestResult, 'provider' | 'durationMs'>,
): GenerationSettingsTestResult {
  if (!(error instanceof GenerationError)) {
    return {
      ...base,
      ok: false,
      code: 'PROVIDER_ERROR',
      message: 'The generation service failed unexpectedly.',
    };
  }
  const details = error.details ?? {};
  const problem = GENERATION_CONFIG_PROBLEMS.find((p) => p === details.problem);
  return {
    ...base,
    ok: false,
    code: error.code,
    message: error.message,
    ...(typeof details.status === 'number' ? { httpStatus: details.status } : {}),
    ...(typeof details.body === 'string' && details.body.trim()
      ? { excerpt: line(details.body.trim()) }
      : {}),
    ...(problem ? { problem } : {}),
  };
}

export function successResult(
  output: TestOutput,
  base: Pick<GenerationSettingsTestResult, 'provider' | 'durationMs'>,
): GenerationSettingsTestResult {
  if ('image' in output)
    return { ...base, ok: true, message: 'The endpoint returned an image.', image: output.image };
  const sample = output.sample.slice(0, MAX_LINES).map(line);
  return {
    ...base,
    ok: true,
    message: `The endpoint answered with ${output.sample.length} item(s).`,
    sample,
  };
}
