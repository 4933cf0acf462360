import type { MediaCredit } from '@forja/contracts';

/*
 * A published video's description names who made the stock footage in it ("Footage: Ana Pop
 * (Pexels), Ion Ene (Pixabay)"), as Pexels and Pixabay ask. It goes after the user's own text,
 * only as far as the platform's limit allows (whole names, never a cut one), without the
 * characters a platform refuses (YouTube: < and >).
 */

const PROVIDER_NAMES: Record<MediaCredit['provider'], string> = { pexels: 'Pexels', pixabay: 'Pixabay' };

/** The user's text with the video's stock credits appended, within `max` characters. */
export function withStockCredits(text: string, credits: readonly MediaCredit[], max: number): string {
  if (credits.length === 0) return text;
  const names = [
    ...new Set(credits.map((c) => `${c.author.replace(/[<>]/g, '').trim()} (${PROVIDER_NAMES[c.provider]})`)),
  ];
  const lead = text ? `${text}\n\n` : '';
  let line = '';
  for (const name of names) {
    const next = line ? `${line}, ${name}` : `Footage: ${name}`;
    if (lead.length + next.length > max) break;
    line = next;
  }
  return line ? `${lead}${line}` : text;
}
