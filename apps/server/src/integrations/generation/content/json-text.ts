/*
 * Automations answer with JSON, JSON wrapped in a ```json fence (LLM habit), JSON encoded
 * twice (a string holding JSON), or plain text. These helpers read all of them without
 * throwing, so each reply parser can try the shapes it knows in order.
 */

export type LooseJson = { ok: true; value: unknown } | { ok: false };

const FENCE = /```(?:json|JSON)?\s*\n?([\s\S]*?)\n?\s*```/;

export function parseJsonLoose(text: string): LooseJson {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false };
  const direct = tryParse(trimmed);
  if (direct.ok) return direct;
  const fenced = FENCE.exec(trimmed);
  if (fenced?.[1]) return tryParse(fenced[1].trim());
  return { ok: false };
}

/** True when the text starts like a JSON document (so a parse failure means broken JSON). */
export function looksLikeJson(text: string): boolean {
  const t = text.trim().replace(/^```(?:json|JSON)?\s*/, '');
  return t.startsWith('{') || t.startsWith('[');
}

/** A string that itself holds JSON is decoded once more; anything else is returned as is. */
export function decodeNested(value: unknown): unknown {
  if (typeof value !== 'string' || !looksLikeJson(value)) return value;
  const parsed = parseJsonLoose(value);
  return parsed.ok ? parsed.value : value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asNonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t ? t : undefined;
}

function tryParse(text: string): LooseJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
