import type { BrandBrief } from '@forja/contracts';
import type { ChatMessage } from './prompts.js';

/*
 * The brand brief as every text prompt states it (OpenAI-compatible providers): one block
 * after the user message's own instructions, naming only what the kit filled in. Without a
 * brand the messages are left exactly as they were.
 */

export function brandInstructions(brand: BrandBrief): string {
  const quoted = (words: readonly string[]) => words.map((w) => `"${w}"`).join(', ');
  const lines = [
    brand.name && `Brand: ${brand.name}.`,
    brand.description && `About the brand: ${brand.description}`,
    brand.audience && `Brand audience: ${brand.audience}.`,
    brand.keywords.length && `Work these keywords in naturally: ${quoted(brand.keywords)}.`,
    brand.avoidWords.length &&
      `Never use these words or phrases, in any form or case, anywhere (titles, text, tags, hashtags): ${quoted(brand.avoidWords)}.`,
    brand.callToAction && `End with this call to action: "${brand.callToAction}".`,
  ].filter((line): line is string => typeof line === 'string' && line.length > 0);
  return lines.length ? `Write for this brand.\n${lines.join('\n')}` : '';
}

/** The messages with the brand's block at the end of the last user message. */
export function withBrand(messages: ChatMessage[], brand: BrandBrief | undefined): ChatMessage[] {
  const block = brand ? brandInstructions(brand) : '';
  const lastUser = messages.map((m) => m.role).lastIndexOf('user');
  if (!block || lastUser < 0) return messages;
  return messages.map((m, i) => (i === lastUser ? { ...m, content: `${m.content}\n\n${block}` } : m));
}
