import type { ArticleWordPress } from '@forja/contracts';

/** An address the studio may link to: http(s) only, whatever the site answered. */
export function linkable(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}

/**
 * What the archive shows of the article's WordPress post: its address, when it was sent and
 * the status the site answered, or null when it never was. The site's address and the
 * post's id are not shown.
 */
export function wordpressStateOf(row: {
  wordpressPostUrl: string | null;
  wordpressPublishedAt: Date | null;
  wordpressPostStatus: string | null;
}): ArticleWordPress | null {
  if (!row.wordpressPublishedAt) return null;
  return {
    postUrl: linkable(row.wordpressPostUrl),
    publishedAt: row.wordpressPublishedAt.toISOString(),
    status: row.wordpressPostStatus || null,
  };
}
