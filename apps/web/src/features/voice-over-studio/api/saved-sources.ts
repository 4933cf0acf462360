import { useQuery } from '@tanstack/react-query';
import { articleEndpoints, videoScriptEndpoints, type VideoScript } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/*
 * What the text step can read aloud: the user's latest saved video scripts and articles.
 * Articles are fetched whole only when picked (their list carries a preview).
 */

export interface TextSource {
  kind: 'script' | 'article';
  id: string;
  title: string;
  /** Scripts come with their text; an article's is loaded when picked. */
  text?: string;
}

const LATEST = 20;

/** The script read aloud: hook, introduction, the parts and the call to action, a paragraph each. */
export function scriptText(script: VideoScript): string {
  return [script.hook, script.introduction, ...script.main_content, script.call_to_action]
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** An article's sanitised HTML as plain paragraphs. */
export function articleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = Array.from(doc.body.querySelectorAll('h1,h2,h3,h4,p,li,blockquote'));
  const parts = (blocks.length ? blocks : [doc.body]).map((el) =>
    (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return parts.filter(Boolean).join('\n\n');
}

export function useTextSources(enabled: boolean) {
  return useQuery({
    queryKey: ['voice-over-sources'],
    enabled,
    queryFn: async ({ signal }): Promise<TextSource[]> => {
      const [scripts, articles] = await Promise.all([
        apiCall(videoScriptEndpoints.list, { query: { limit: LATEST }, signal }),
        apiCall(articleEndpoints.list, { query: { limit: LATEST }, signal }),
      ]);
      return [
        ...scripts.items.map((s) => ({
          kind: 'script' as const,
          id: s.id,
          title: s.title,
          text: scriptText(s.script),
        })),
        ...articles.items.map((a) => ({ kind: 'article' as const, id: a.id, title: a.title })),
      ];
    },
  });
}

export async function loadSourceText(source: TextSource): Promise<string> {
  if (source.text !== undefined) return source.text;
  const article = await apiCall(articleEndpoints.get, { params: { id: source.id } });
  return articleText(article.content);
}
