import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  it('lets one process own a folder and stops a second at once with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-lock-'));
    // A lock held by another live process (our parent stands in for the first server).
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Another Forja server .* is using/);
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
