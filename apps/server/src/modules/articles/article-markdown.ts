/*
 * An article's HTML (already sanitised: headings, paragraphs, lists, links, emphasis, quotes,
 * images) as Markdown, for the batch's zip. Not a general converter: tags it does not know
 * keep their text and lose their markup.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const attr = (attrs: string, name: string) => {
  const match = new RegExp(`${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? decodeEntities(match[2] ?? match[3] ?? match[4] ?? '') : '';
};

/** Markdown's own characters in text, escaped so the text reads as written. */
const escapeText = (text: string) => text.replace(/([\\`*_[\]])/g, '\\$1');

export function articleHtmlToMarkdown(html: string): string {
  const out: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  const links: string[] = [];
  let quote = 0;
  let pre = false;
  const block = () => {
    // Ends the current block with a blank line (once).
    const text = out.join('');
    if (text === '' || text.endsWith('\n\n')) return;
    out.push(text.endsWith('\n') ? '\n' : '\n\n');
  };
  const lineStart = () => (quote > 0 ? '> '.repeat(quote) : '');
  const tokens = html.split(/(<[^>]+>)/);
  for (const token of tokens) {
    const tag = /^<(\/?)([a-z0-9]+)([^>]*)>$/i.exec(token);
    if (!tag) {
      if (token.startsWith('<')) continue; // a comment or a doctype
      const text = pre ? decodeEntities(token) : escapeText(decodeEntities(token).replace(/\s+/g, ' '));
      if (text.trim() === '' && !pre) {
        if (text && !out.join('').endsWith(' ') && !out.join('').endsWith('\n')) out.push(' ');
        continue;
      }
      const current = out.join('');
      out.push(current === '' || current.endsWith('\n') ? lineStart() + text.trimStart() : text);
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    const attrs = tag[3] ?? '';
    switch (name) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        if (closing) block();
        else {
          block();
          out.push(`${lineStart()}${'#'.repeat(Number(name[1]))} `);
        }
        break;
      case 'p':
      case 'div':
      case 'section':
      case 'article':
      case 'figure':
      case 'figcaption':
      case 'table':
      case 'tr':
        block();
        break;
      case 'blockquote':
        block();
        quote = Math.max(0, quote + (closing ? -1 : 1));
        break;
      case 'pre':
        block();
        pre = !closing;
        out.push('```\n');
        if (closing) block();
        break;
      case 'br':
        out.push(`  \n${lineStart()}`);
        break;
      case 'hr':
        block();
        out.push('---\n\n');
        break;
      case 'strong':
      case 'b':
        out.push('**');
        break;
      case 'em':
      case 'i':
        out.push('_');
        break;
      case 'code':
        if (!pre) out.push('`');
        break;
      case 'a':
        if (closing) out.push(`](${links.pop() ?? ''})`);
        else {
          links.push(attr(attrs, 'href'));
          out.push('[');
        }
        break;
      case 'img':
        out.push(`![${escapeText(attr(attrs, 'alt'))}](${attr(attrs, 'src')})`);
        break;
      case 'ul':
      case 'ol':
        if (closing) {
          lists.pop();
          if (lists.length === 0) block();
        } else {
          if (lists.length === 0) block();
          else if (!out.join('').endsWith('\n')) out.push('\n');
          lists.push({ ordered: name === 'ol', next: 1 });
        }
        break;
      case 'li': {
        if (closing) {
          if (!out.join('').endsWith('\n')) out.push('\n');
          break;
        }
        const list = lists.at(-1);
        const marker = list?.ordered ? `${list.next++}. ` : '- ';
        if (!out.join('').endsWith('\n') && out.length > 0) out.push('\n');
        out.push(lineStart() + '  '.repeat(Math.max(0, lists.length - 1)) + marker);
        break;
      }
      default:
        break;
    }
  }
  return (
    out
      .join('')
      .replace(/[ \t]+\n/g, (m) => (m.startsWith('  ') ? '  \n' : '\n'))
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
