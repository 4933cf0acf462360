import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, DecryptionError, encryptSecret, maskSecret } from './crypto.js';

const key = crypto.randomBytes(32);

describe('encryptSecret / decryptSecret', () => {
  it('round-trips any text, including empty and non-ASCII', () => {
    for (const plain of ['sk-proj-abc123', '', 'parolă — ñandú 🔑', 'x'.repeat(5000)]) {
      expect(decryptSecret(encryptSecret(plain, key), key)).toBe(plain);
    }
  });

  it('uses a fresh IV, so the same secret never encrypts the same way twice', () => {
    const a = encryptSecret('same', key);
    const b = encryptSecret('same', key);
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.')).toBe(true);
    expect(a).not.toContain('same');
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const token = encryptSecret('sk-secret-value', key);
    const [v, iv, tag, data] = token.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const bad of [
      [v, iv, tag, flip(data)],
      [v, iv, flip(tag), data],
      [v, flip(iv), tag, data],
    ]) {
      expect(() => decryptSecret(bad.join('.'), key)).toThrow(DecryptionError);
    }
  });

  it('fails with another key or another context', () => {
    const token = encryptSecret('sk-secret-value', key, 'settings.apiKey');
    expect(() => decryptSecret(token, crypto.randomBytes(32), 'settings.apiKey')).toThrow(DecryptionError);
    expect(() => decryptSecret(token, key, 'wordpress.password')).toThrow(DecryptionError);
    expect(decryptSecret(token, key, 'settings.apiKey')).toBe('sk-secret-value');
  });

  it('refuses unknown versions and malformed values', () => {
    for (const bad of ['', 'plain-text', 'v2.a.b.c', 'v1.a.b', 'v1.AAAA.AAAA.AAAA']) {
      expect(() => decryptSecret(bad, key)).toThrow(DecryptionError);
    }
  });

  it('requires a 32-byte key', () => {
    expect(() => encryptSecret('x', crypto.randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('maskSecret', () => {
  it('shows a prefix and the last four characters only', () => {
    expect(maskSecret('sk-proj-1234567890abcd')).toBe('sk-…abcd');
  });

  it('shows nothing of short secrets', () => {
    expect(maskSecret('short-key')).toBe('••••');
  });
});
