import type { GenerationRecord } from '@forja/contracts';
import type { DraftStore } from './draft-store';

interface RunDraft {
  draftId: string;
  step: number;
  generationId: string | null;
}

/**
 * A generation's onFinished for a studio whose result has a step of its own: a success moves a
 * draft still waiting on `from` for this generation on to `from + 1` (even when the page was left
 * meanwhile); a failure stays on `from` with its error and Retry.
 */
export const moveOnSuccess =
  <D extends RunDraft, Seed>(store: DraftStore<D, Seed>, userId: string, from: number) =>
  (record: GenerationRecord): void => {
    if (record.status !== 'succeeded') return;
    store.update(userId, (d) =>
      d.generationId === record.id && d.step === from ? ({ step: from + 1 } as Partial<D>) : {},
    );
  };
