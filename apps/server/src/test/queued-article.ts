import { GENERATION_KINDS } from '@forja/contracts';

/*
 * What tests of a queued generation's run (the sweeper's requeue, a stopping worker's
 * hand-back) start and hold: an article's input, and a gate the work waits at.
 */

/** An article's input as POST /api/generations records it (the contract fills in the defaults). */
export const ARTICLE_INPUT = GENERATION_KINDS.article.input.parse({
  idea: 'How small bakeries can win local customers online',
  title: 'Bread and Reviews',
});

/** A gate: `wait()` holds until `open()`. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, wait: () => opened };
}
