import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { rowErrorText } from './row-text';

describe("a failed row's reason", () => {
  const t = i18n.getFixedT('en');

  it('has its own words for a code whose message needs details a row does not keep', () => {
    const text = rowErrorText(t, { code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits.' });
    expect(text).toBe('Not enough credits were left for this row. Add credits, then retry it.');
    expect(text).not.toContain('{{');
  });

  it("is the code's message otherwise, and the generic one for a code the web does not know", () => {
    expect(rowErrorText(t, { code: 'PROVIDER_ERROR', message: 'x' })).toBe(
      'The generation service failed. Please try again.',
    );
    expect(rowErrorText(t, { code: 'SOMETHING_NEW', message: 'x' })).toBe(
      i18n.t('errors:generic', { lng: 'en' }),
    );
  });
});
