import { marked } from 'marked';

/*
 * Automations often answer in markdown (LLM default). That is accepted as article
 * content, converted to HTML; the caller sanitises the result like any other HTML.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true, breaks: false });
}

/** ```html ... ``` or ```markdown ... ``` around the whole text -> the inside. */
export function stripWholeFence(text: string): string {
  const match = /^\s*```[a-zA-Z]*\s*\n([\s\S]*?)\n?\s*```\s*$/.exec(text);
  return match?.[1] ?? text;
}
