import { Fragment } from 'react';

/* Only web addresses become links: a mail text may hold anything, and `javascript:` must stay text. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after an address belongs to the sentence, not the link. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Plain text with its http(s) addresses clickable; line breaks kept. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const href = raw.replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });

  return (
    <p className={className}>
      {parts.map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-primary underline underline-offset-4"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
