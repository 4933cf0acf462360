import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './env.js';

export interface Secrets {
  authSecret: string;
  /** 32 bytes for AES-256-GCM. */
  encryptionKey: Buffer;
}

/**
 * Secrets come from the environment; on a laptop they are generated once into
 * $DATA_DIR/secret so sessions and encrypted data survive restarts.
 */
export function loadSecrets(config: Config): Secrets {
  let stored: { authSecret?: string; encryptionKey?: string } = {};
  const file = path.join(config.dataDir, 'secret');
  if (!config.authSecret || !config.encryptionKey) {
    if (fs.existsSync(file)) {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    } else {
      stored = {
        authSecret: crypto.randomBytes(32).toString('base64url'),
        encryptionKey: crypto.randomBytes(32).toString('base64'),
      };
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const authSecret = config.authSecret ?? stored.authSecret;
  const keyText = config.encryptionKey ?? stored.encryptionKey;
  if (!authSecret || !keyText)
    throw new Error(`The secrets file ${file} is incomplete; delete it to regenerate.`);
  return { authSecret, encryptionKey: deriveKey(keyText) };
}

/** Accepts a base64 32-byte key, or any other text which is hashed down to 32 bytes. */
function deriveKey(text: string): Buffer {
  const decoded = Buffer.from(text, 'base64');
  return decoded.length === 32 ? decoded : crypto.createHash('sha256').update(text).digest();
}
