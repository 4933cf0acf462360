import { describe, expect, it } from 'vitest';
import { fallbackPrompt, parseImagePrompt } from './parse-image-prompt.js';

const j = (v: unknown) => JSON.stringify(v);
const fallback = { title: 'Tomato garden', content: '<p>Tomatoes need sun.</p>' };
const PROMPT = 'A sunny vegetable garden with ripe red tomatoes';

describe('parseImagePrompt', () => {
  it.each<[string, string]>([
    ['image_prompt', j({ image_prompt: PROMPT })],
    ['prompt', j({ prompt: PROMPT })],
    ['text', j({ text: PROMPT })],
    ['imagePrompt inside an array item', j([{ imagePrompt: PROMPT }])],
    ['message.content', j({ message: { content: PROMPT } })],
    ['message.content as JSON text', j({ message: { content: j({ image_prompt: PROMPT }) } })],
    ['plain text', PROMPT],
    ['quoted plain text with a label', `Prompt: "${PROMPT}"`],
    ['a JSON string', j(PROMPT)],
  ])('reads %s', (_name, text) => {
    expect(parseImagePrompt(text, fallback)).toBe(PROMPT);
  });

  it('cuts the prompt to 1000 characters at a word', () => {
    const out = parseImagePrompt(j({ prompt: 'red tomato '.repeat(200) }), fallback);
    expect(out.length).toBeLessThanOrEqual(1000);
    expect(out.endsWith('tomato')).toBe(true);
  });

  it.each([
    ['JSON without a prompt', j({ status: 'ok' })],
    ['broken JSON', '{"prompt": "a'],
    ['a short reply', 'ok then'],
  ])('falls back to title and content for %s', (_name, text) => {
    expect(parseImagePrompt(text, fallback)).toBe('Tomato garden Tomatoes need sun.');
  });

  it('uses 300 characters of the content text in the fallback', () => {
    const out = fallbackPrompt({ title: 'T', content: `<p>${'x'.repeat(600)}</p>` });
    expect(out).toBe(`T ${'x'.repeat(300)}`);
  });
});
