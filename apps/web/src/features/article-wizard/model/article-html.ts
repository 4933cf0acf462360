/* Client-side exports of the article: plain text for the clipboard and an HTML file. */

const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'table',
  'tr',
  'hr',
  'caption',
]);

function collect(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      parts.push((child.textContent ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (tag === 'br') {
      parts.push('\n');
      continue;
    }
    // List items go one per line; other blocks are separated by a blank line.
    const block = BLOCKS.has(tag) && tag !== 'li';
    if (block) parts.push('\n\n');
    if (tag === 'li') parts.push('\n- ');
    if (tag === 'td' || tag === 'th') parts.push('\t');
    collect(child, parts);
    if (block) parts.push('\n\n');
  }
}

/** The article as plain text: paragraphs separated by a blank line, list items as "- item". */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const parts: string[] = [];
  collect(doc.body, parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A standalone page: the title, the (sanitised) article, serif type and at most 800 px wide. */
export function articleDocument(input: {
  title: string;
  html: string;
  language: string;
  description?: string;
}) {
  const { title, html, language, description } = input;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    '<style>',
    "body { font-family: Georgia, 'Times New Roman', Times, serif; max-width: 800px; margin: 40px auto; padding: 0 20px; line-height: 1.7; color: #1c1917; }",
    'h1, h2, h3 { line-height: 1.25; } img { max-width: 100%; height: auto; }',
    '</style>',
    '</head>',
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    html,
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** "Cum să crești o afacere?" -> "cum-sa-cresti-o-afacere.html" */
export function articleFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'article'}.html`;
}

/** Starts a download of `content` as a file, without leaving the page. */
export function downloadFile(fileName: string, content: string, type = 'text/html;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
