import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { availableTie, spawnTied, type Tie } from './tied-child.js';

/*
 * Children die with their parent (issue 21, item 7), with real processes: an abort kills the
 * child's whole process group; a parent rendering (runFfmpeg) that exits, throws, or is killed
 * with SIGKILL (no code of its own runs) takes its ffmpeg with it. Both ties are tested where
 * they exist.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PARENT = path.join(root, 'apps/server/src/test/fixtures/tied-parent.ts');

/** Running, not a zombie waiting for a reaper (containers' pid 1 may not reap). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
const gone = (pid: number) => expect.poll(() => running(pid), { timeout: 10_000, interval: 50 }).toBe(false);

/** Whatever a failed test left running. */
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
});

const ties: Tie[] = availableTie() === 'pdeathsig' ? ['pdeathsig', 'watchdog'] : ['watchdog'];

describe.skipIf(process.platform !== 'linux').each(ties)('a child tied with %s', (tie) => {
  it('an abort kills its whole process group, grandchildren included', async () => {
    const controller = new AbortController();
    // A child that starts a grandchild of its own and prints the grandchild's pid.
    const script =
      "const c = require('child_process').spawn('sleep', ['600'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000);";
    const child = spawnTied(process.execPath, ['-e', script], { signal: controller.signal, tie });
    const grandchild = await new Promise<number>((resolve) =>
      child.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    );
    started.push(grandchild);
    expect(running(grandchild)).toBe(true);
    const closed = new Promise((resolve) => child.once('close', resolve));
    controller.abort();
    await closed;
    await gone(grandchild);
  });

  for (const [how, end] of [
    ['is killed with SIGKILL', 'kill'],
    ['exits', 'exit'],
    ['dies of an uncaught error', 'throw'],
  ] as const) {
    it(`its ffmpeg dies when the parent ${how}`, async () => {
      const parent = spawn(process.execPath, ['--import', 'tsx', PARENT, tie], {
        cwd: root,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      started.push(parent.pid!);
      const ffmpeg = await new Promise<number>((resolve, reject) => {
        let out = '';
        parent.stdout.on('data', (d: Buffer) => {
          out += String(d);
          if (out.includes('\n')) resolve(Number(out.trim()));
        });
        parent.on('exit', () =>
          out.includes('\n') ? undefined : reject(new Error('the parent died first')),
        );
      });
      // Encoding (it reported progress), and it would go on for ten minutes.
      expect(ffmpeg).toBeGreaterThan(0);
      started.push(ffmpeg);
      expect(running(ffmpeg)).toBe(true);
      if (end === 'kill') parent.kill('SIGKILL');
      else parent.stdin.write(`${end}\n`);
      await gone(ffmpeg);
    }, 60_000);
  }
});
