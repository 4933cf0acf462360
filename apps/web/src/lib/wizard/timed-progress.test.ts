import { describe, expect, it } from 'vitest';
import {
  nextImageProgress,
  displayedProgress,
  elapsedMessage,
  nextProgress,
  progressAfter,
  veryLongHint,
} from './timed-progress';

describe('fake progress', () => {
  it('adds 5 per second below 70, 2 below 90, then 1, capped at 95', () => {
    expect(nextProgress(0)).toBe(5);
    expect(nextProgress(65)).toBe(70);
    expect(nextProgress(68)).toBe(73);
    expect(nextProgress(70)).toBe(72);
    expect(nextProgress(88)).toBe(90);
    expect(nextProgress(89)).toBe(91);
    expect(nextProgress(90)).toBe(91);
    expect(nextProgress(94)).toBe(95);
    expect(nextProgress(95)).toBe(95);
  });

  it('follows the elapsed seconds: 70 after 14 s, 90 after 24 s, 95 from 29 s on', () => {
    expect(progressAfter(0)).toBe(0);
    expect(progressAfter(1)).toBe(5);
    expect(progressAfter(13.9)).toBe(65);
    expect(progressAfter(14)).toBe(70);
    expect(progressAfter(24)).toBe(90);
    expect(progressAfter(28)).toBe(94);
    expect(progressAfter(29)).toBe(95);
    expect(progressAfter(3600)).toBe(95);
    expect(progressAfter(-5)).toBe(0);
  });

  it('shows 100 on success and 0 on error', () => {
    expect(displayedProgress('succeeded', 3)).toBe(100);
    expect(displayedProgress('failed', 40)).toBe(0);
    expect(displayedProgress('idle', 40)).toBe(0);
    expect(displayedProgress('running', 14)).toBe(70);
  });
});

describe("the image studio's timed progress", () => {
  it('moves +4 a second below 70, +2 below 85, then +1, and stops at 95', () => {
    expect([0, 68, 70, 84, 85, 94, 95].map(nextImageProgress)).toEqual([4, 72, 72, 86, 86, 95, 95]);
    expect(progressAfter(18, nextImageProgress)).toBe(72);
    expect(progressAfter(600, nextImageProgress)).toBe(95);
  });
});

describe('elapsed-time messages', () => {
  it('changes at 10, 30 and 60 seconds', () => {
    expect([0, 9.9, 10, 29, 30, 59, 60, 600].map(elapsedMessage)).toEqual([
      'justStarted',
      'justStarted',
      'upToAMinute',
      'upToAMinute',
      'longerThanUsual',
      'longerThanUsual',
      'veryLong',
      'veryLong',
    ]);
  });

  it('hints at the webhook address when the error text mentions a webhook or a URL, otherwise to try again', () => {
    expect(veryLongHint('Webhook URL not found (404)')).toBe('checkWebhook');
    expect(veryLongHint('WEBHOOK_SERVER_ERROR')).toBe('checkWebhook');
    expect(veryLongHint('Invalid url')).toBe('checkWebhook');
    expect(veryLongHint('The operation took too long')).toBe('tryAgain');
    expect(veryLongHint(null)).toBe('tryAgain');
    expect(veryLongHint(undefined)).toBe('tryAgain');
  });
});
