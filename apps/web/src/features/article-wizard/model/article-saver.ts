/*
 * Saving to the library (docs/product/article-studio.md): a click is debounced 500 ms, clicks while a save
 * runs are ignored, and a failed save is retried automatically up to 3 times, 1 second
 * apart, before the failure is reported. Framework-free so the timing is tested with fake
 * timers; the hook (use-article-saver.ts) wires it to the draft and the toasts.
 */

const SAVE_DEBOUNCE_MS = 500;
const SAVE_RETRIES = 3;
const SAVE_RETRY_DELAY_MS = 1000;

export type SaverState = 'idle' | 'scheduled' | 'saving';

export interface ArticleSaverOptions {
  /** Reads the latest draft when it runs, so edits made during the debounce are included. */
  save: () => Promise<void>;
  onFailed: (error: unknown) => void;
  /** Errors that another attempt cannot fix (a 4xx) fail at once. */
  isRetryable?: (error: unknown) => boolean;
  onStateChange?: (state: SaverState) => void;
  debounceMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

export interface ArticleSaver {
  /** Asks for a save; returns false when it was ignored because a save is running. */
  request: () => boolean;
  state: () => SaverState;
  /** Stops a scheduled save; a running one finishes. */
  cancel: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createArticleSaver(options: ArticleSaverOptions): ArticleSaver {
  const {
    save,
    onFailed,
    isRetryable = () => true,
    onStateChange,
    debounceMs = SAVE_DEBOUNCE_MS,
    retries = SAVE_RETRIES,
    retryDelayMs = SAVE_RETRY_DELAY_MS,
  } = options;
  let state: SaverState = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: SaverState) => {
    if (next === state) return;
    state = next;
    onStateChange?.(next);
  };

  async function run(): Promise<void> {
    timer = undefined;
    setState('saving');
    for (let attempt = 0; ; attempt++) {
      try {
        await save();
        break;
      } catch (error) {
        if (attempt >= retries || !isRetryable(error)) {
          onFailed(error);
          break;
        }
        await wait(retryDelayMs);
      }
    }
    setState('idle');
  }

  return {
    request() {
      if (state === 'saving') return false;
      clearTimeout(timer);
      timer = setTimeout(() => void run(), debounceMs);
      setState('scheduled');
      return true;
    },
    state: () => state,
    cancel() {
      if (state !== 'scheduled') return;
      clearTimeout(timer);
      timer = undefined;
      setState('idle');
    },
  };
}
