import { describe, expect, it } from 'vitest';
import { redirectFromState, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirectPath('/settings?tab=profile')).toBe('/settings?tab=profile');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '', undefined, 42])(
    'refuses %s',
    (from) => {
      expect(safeRedirectPath(from)).toBe('/dashboard');
    },
  );

  it('reads router state', () => {
    expect(redirectFromState({ from: '/backend' })).toBe('/backend');
    expect(redirectFromState(null)).toBe('/dashboard');
  });
});
