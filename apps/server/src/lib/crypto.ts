import crypto from 'node:crypto';

/*
 * Secrets at rest (API keys, platform passwords, OAuth tokens): AES-256-GCM with a random
 * 96-bit IV per value and the 128-bit tag, as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * The version prefix leaves room for a new key or algorithm without guessing formats.
 * `context` is bound as associated data, so a value copied into another column (or
 * another record) does not decrypt there.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes (AES-256).');
}

export function encryptSecret(plain: string, key: Buffer, context = ''): string {
  checkKey(key);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws DecryptionError for a malformed value, another key, another context or any tampering. */
export function decryptSecret(token: string, key: Buffer, context = ''): string {
  checkKey(key);
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new DecryptionError('Unknown secret format.');
  const [iv, tag, data] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
  if (!iv || iv.length !== IV_BYTES || !tag || tag.length !== TAG_BYTES || !data) {
    throw new DecryptionError('Malformed secret.');
  }
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch (cause) {
    throw new DecryptionError('The secret cannot be decrypted with this key.', { cause });
  }
}

/**
 * What an administrator may see of a stored secret: a short known prefix and the last four
 * characters ('sk-…abcd'), enough to recognise which key it is. Short secrets show nothing.
 */
export function maskSecret(secret: string): string {
  if (secret.length < 12) return '••••';
  return `${secret.slice(0, 3)}…${secret.slice(-4)}`;
}
