import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/*
 * Scratch folders (a render's images, narration and MP4; a voice-over's WAV) live under
 * $TMPDIR/forja-scratch/<pid of the process that made them>/. Their work removes them when it
 * ends; a process that died (a crash, a kill) could not, so every process clears at start the
 * folders of processes that are gone, and its own pid's (a container starts its server under
 * the same pid every time). Folders of live processes (other workers on this machine) stay.
 */

export function scratchRoot(): string {
  return path.join(os.tmpdir(), 'forja-scratch');
}

/** A new empty folder for one piece of work, under this process's scratch folder. */
export async function makeScratchDir(prefix: string): Promise<string> {
  const mine = path.join(scratchRoot(), String(process.pid));
  await mkdir(mine, { recursive: true });
  return mkdtemp(path.join(mine, `${prefix}-`));
}

/** Whether a process with this pid exists (EPERM: it does, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start, before any work: removes the scratch folders of processes that are gone and this
 * pid's own leftovers. Returns the folders removed.
 */
export async function clearStaleScratch(): Promise<string[]> {
  const root = scratchRoot();
  const entries = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of entries) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (pid !== process.pid && isAlive(pid)) continue;
    const dir = path.join(root, name);
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
