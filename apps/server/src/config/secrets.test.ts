import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.js';
import { loadSecrets } from './secrets.js';

describe('loadSecrets', () => {
  it('generates secrets once into the data folder and reuses them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-secrets-'));
    const config = parseConfig({ DATA_DIR: dir });
    const first = loadSecrets(config);
    const second = loadSecrets(config);
    expect(first.authSecret).toBe(second.authSecret);
    expect(first.encryptionKey.length).toBe(32);
    expect(fs.statSync(path.join(dir, 'secret')).mode & 0o777).toBe(0o600);
  });

  it('prefers the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-secrets-'));
    const s = loadSecrets(
      parseConfig({ DATA_DIR: dir, AUTH_SECRET: 'from-env', ENCRYPTION_KEY: 'any text' }),
    );
    expect(s.authSecret).toBe('from-env');
    expect(s.encryptionKey.length).toBe(32);
    expect(fs.existsSync(path.join(dir, 'secret'))).toBe(false);
  });
});
