import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import type { GenerationHandle, StartOutcome } from './use-generation';
import { useStudioSteps } from './use-studio-steps';

interface Draft {
  step: number;
  idea: string;
  generationId: string | null;
}

/** A studio of four steps (idea -> options -> generate -> result) over a fake generation. */
function useStudio(outcome: StartOutcome, draft0: Partial<Draft> = {}) {
  const [draft, setDraft] = useState<Draft>({ step: 1, idea: '', generationId: 'old', ...draft0 });
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const generation = {
    status: 'idle',
    output: null,
    start: vi.fn((_input: unknown, options?: { beforeStart?: () => void }) => {
      options?.beforeStart?.();
      return Promise.resolve(outcome);
    }),
  } as unknown as GenerationHandle<'images'>;
  const steps = useStudioSteps({
    draft,
    update,
    stepCount: 4,
    run: { generation, step: 3, reset: { generationId: null } },
    forward: {
      1: { valid: () => draft.idea !== '' },
      2: { go: ({ generate }) => void generate({} as never) },
    },
  });
  return { draft, update, steps };
}

const started: StartOutcome = { outcome: 'started', record: {} as never };

describe('useStudioSteps', () => {
  it('shows the step errors on an invalid forward, and moves on without them once valid', () => {
    const { result } = renderHook(() => useStudio(started));
    act(() => result.current.steps.forward());
    expect(result.current.draft.step).toBe(1);
    expect(result.current.steps.showErrors).toBe(true);
    act(() => result.current.update({ idea: 'An idea' }));
    act(() => result.current.steps.forward());
    expect(result.current.draft.step).toBe(2);
    expect(result.current.steps.showErrors).toBe(false);
  });

  it('reads Generate on the step before the run, Finish on the last step, and keeps Back off step 1', () => {
    const { result } = renderHook(() => useStudio(started));
    expect(result.current.steps).toMatchObject({ forwardLabel: 'continue', backDisabled: true });
    act(() => result.current.update({ step: 2 }));
    expect(result.current.steps).toMatchObject({ forwardLabel: 'generate', backDisabled: false });
    act(() => result.current.update({ step: 4 }));
    expect(result.current.steps.forwardLabel).toBe('finish');
  });

  it('starts the generation on the run step with the run fields cleared', async () => {
    const { result } = renderHook(() => useStudio(started, { step: 2 }));
    await act(async () => result.current.steps.forward());
    expect(result.current.draft).toMatchObject({ step: 3, generationId: null });
    // The run step waits for its output: forward stays off, the navigation goes back only.
    expect(result.current.steps.forwardDisabled).toBe(true);
    act(() => result.current.steps.goTo(4));
    expect(result.current.draft.step).toBe(3);
  });

  it('goes back to the Generate step when the server refuses after the check', async () => {
    const { result } = renderHook(() =>
      useStudio({ outcome: 'refused', afterBeforeStart: true }, { step: 2 }),
    );
    await act(async () => result.current.steps.forward());
    expect(result.current.draft.step).toBe(2);
    expect(result.current.steps.checkingCredits).toBe(false);
  });
});
