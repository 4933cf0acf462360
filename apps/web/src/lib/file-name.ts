/** A file name from a title: letters and digits with dashes between (accents dropped), at most 60 characters. */
export function fileNameFrom(title: string, fallback: string, extension: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || fallback}.${extension}`;
}
