/*
 * Tags arrive as a list, a comma-separated string or hashtags. Stored tags are short,
 * distinct and capped so one odd reply cannot bloat a row.
 */
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 60;

export function normalizeTags(value: unknown): string[] {
  const raw = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? value.split(/[,;\n]/)
      : [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of raw) {
    const tag = item.replace(/^#+/, '').replace(/\s+/g, ' ').trim().slice(0, MAX_TAG_LENGTH);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}
