import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearStaleScratch, makeScratchDir, scratchRoot } from './scratch-dir.js';

/*
 * Scratch folders a dead process left (issue 21, item 7) go when a process starts; those of
 * processes still running (another worker on this machine) stay.
 */
describe('scratch folders', () => {
  const previous = process.env.TMPDIR;
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'forja-scratch-test-'));
    process.env.TMPDIR = tmp;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(tmp, { recursive: true, force: true });
  });

  /** The pid of a process that has ended. */
  const deadPid = () =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '0']);
      child.on('exit', () => resolve(child.pid!));
    });

  async function leftover(pid: number): Promise<string> {
    const dir = path.join(scratchRoot(), String(pid), 'video-abc');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'scene-0.png'), 'x');
    return path.dirname(dir);
  }

  it("makes work folders under this process's pid", async () => {
    const dir = await makeScratchDir('video');
    expect(path.dirname(dir)).toBe(path.join(tmp, 'forja-scratch', String(process.pid)));
    expect(path.basename(dir)).toMatch(/^video-/);
  });

  it("removes a dead process's folders and this pid's own leftovers at start, and keeps a live process's", async () => {
    const dead = await leftover(await deadPid());
    const mine = await leftover(process.pid);
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const alive = await leftover(live.pid!);
      const removed = await clearStaleScratch();
      expect(removed.sort()).toEqual([dead, mine].sort());
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(mine)).toBe(false);
      expect(existsSync(alive)).toBe(true);
    } finally {
      live.kill('SIGKILL');
    }
  });
});
