/*
 * The timed progress of a generation whose provider reports no percent: a progress bar that
 * moves on its own while the server works, and a message that follows the elapsed time. Pure functions of the elapsed
 * seconds, so the bar shows the same value after leaving the page and coming back.
 */

const PROGRESS_CAP = 95;

/** One tick (one second): +5 below 70 %, +2 below 90 %, then +1, never past 95 %. */
export function nextProgress(progress: number): number {
  const step = progress < 70 ? 5 : progress < 90 ? 2 : 1;
  return Math.min(PROGRESS_CAP, progress + step);
}

/**
 * The image studio's tick: +4 below 70 %, +2 below 85 %, then +1, never past 95 % (images
 * take longer per step; docs/product/image-studio.md).
 */
export function nextImageProgress(progress: number): number {
  const step = progress < 70 ? 4 : progress < 85 ? 2 : 1;
  return Math.min(PROGRESS_CAP, progress + step);
}

export type TimedRule = (progress: number) => number;

/** The bar after `seconds` ticks from 0, by `rule` (the article rule unless told). */
export function progressAfter(seconds: number, rule: TimedRule = nextProgress): number {
  let progress = 0;
  const ticks = Math.max(0, Math.floor(seconds));
  for (let i = 0; i < ticks && progress < PROGRESS_CAP; i++) progress = rule(progress);
  return progress;
}

export type RunStatus = 'idle' | 'running' | 'succeeded' | 'failed';

/** 100 on success, 0 on error (and before anything started), the fake value while running. */
export function displayedProgress(status: RunStatus, elapsedSeconds: number): number {
  if (status === 'succeeded') return 100;
  if (status === 'running') return progressAfter(elapsedSeconds);
  return 0;
}

export type ElapsedMessage = 'justStarted' | 'upToAMinute' | 'longerThanUsual' | 'veryLong';

/** Under 10 s 'just started', under 30 'up to a minute', under 60 'longer than usual', then 'very long'. */
export function elapsedMessage(seconds: number): ElapsedMessage {
  if (seconds < 10) return 'justStarted';
  if (seconds < 30) return 'upToAMinute';
  if (seconds < 60) return 'longerThanUsual';
  return 'veryLong';
}

export type VeryLongHint = 'checkWebhook' | 'tryAgain';

/** With 'very long': check the connection and the webhook URL when the error text mentions either, else try again. */
export function veryLongHint(errorText: string | null | undefined): VeryLongHint {
  return errorText && /webhook|url/i.test(errorText) ? 'checkWebhook' : 'tryAgain';
}
