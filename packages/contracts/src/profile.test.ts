import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema } from './auth.js';
import { isValidCui, updateProfileBodySchema } from './profile.js';

describe('Romanian fiscal code (CUI)', () => {
  it.each(['18547290', 'RO18547290', 'ro 18547290', '14399840', '1590082'])('%s is valid', (cui) => {
    expect(isValidCui(cui)).toBe(true);
  });
  it.each(['18547291', 'RO', '1', '12345678901', 'RO-18547290', 'abc', '14399841'])('%s is not', (cui) => {
    expect(isValidCui(cui)).toBe(false);
  });
  it('is optional in the profile, and refused with its own message when wrong', () => {
    expect(updateProfileBodySchema.safeParse({ cui: '' }).success).toBe(true);
    const bad = updateProfileBodySchema.safeParse({ cui: '18547291' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('cui_invalid');
  });
});

describe('changing the password', () => {
  it('refuses the current password as the new one', () => {
    const same = changePasswordBodySchema.safeParse({
      currentPassword: 'secret123',
      newPassword: 'secret123',
    });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]).toMatchObject({ message: 'password_same', path: ['newPassword'] });
    expect(
      changePasswordBodySchema.safeParse({ currentPassword: 'secret123', newPassword: 'other-pw-1' }).success,
    ).toBe(true);
  });
});
