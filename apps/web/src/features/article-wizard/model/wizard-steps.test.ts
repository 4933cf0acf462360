import { describe, expect, it } from 'vitest';
import { buttonRules, isStepNumber, stepId, stepState, type StepNumber } from './wizard-steps';

const rules = (
  step: StepNumber,
  over: Partial<{ loading: boolean; hasContent: boolean; idea: string }> = {},
) => buttonRules({ step, loading: false, hasContent: false, idea: 'An idea that is long enough', ...over });

describe('wizard button rules', () => {
  it('disables Back on step 1 only, and on steps 4 and 6 while loading', () => {
    expect(rules(1).backDisabled).toBe(true);
    for (const step of [2, 3, 4, 5, 6] as const) expect(rules(step).backDisabled).toBe(false);
    expect(rules(4, { loading: true }).backDisabled).toBe(true);
    expect(rules(6, { loading: true }).backDisabled).toBe(true);
    expect(rules(2, { loading: true }).backDisabled).toBe(false);
    expect(rules(5, { loading: true }).backDisabled).toBe(false);
  });

  it("reads 'generate' on step 3, 'finish' on step 6 and 'continue' elsewhere", () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => rules(s as StepNumber).forwardLabel)).toEqual([
      'continue',
      'continue',
      'generate',
      'continue',
      'continue',
      'finish',
    ]);
  });

  it('disables the forward button while loading, on step 4 without content and on step 1 with an empty idea', () => {
    for (const step of [1, 2, 3, 4, 5, 6] as const)
      expect(rules(step, { loading: true, hasContent: true }).forwardDisabled).toBe(true);
    expect(rules(4).forwardDisabled).toBe(true);
    expect(rules(4, { hasContent: true }).forwardDisabled).toBe(false);
    expect(rules(1, { idea: '' }).forwardDisabled).toBe(true);
    expect(rules(1, { idea: '   ' }).forwardDisabled).toBe(true);
    // A short idea is not empty: the button stays enabled and the step explains the rule.
    expect(rules(1, { idea: 'short' }).forwardDisabled).toBe(false);
    expect(rules(2, { idea: '' }).forwardDisabled).toBe(false);
  });
});

describe('steps', () => {
  it('names the six steps and marks complete, current and upcoming ones', () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => stepId(s as StepNumber))).toEqual([
      'idea',
      'title',
      'options',
      'generate',
      'result',
      'image',
    ]);
    expect([1, 3, 5].map((s) => stepState(s as StepNumber, 3))).toEqual(['complete', 'current', 'upcoming']);
  });

  it('recognises step numbers', () => {
    expect([0, 1, 6, 7, 2.5, '3', null].map(isStepNumber)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
