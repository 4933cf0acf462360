import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/*
 * Media tools (ffmpeg) that die with Forja (docs/decisions/006-children-die-with-their-parent.md):
 *
 * 1. Each runs in a process group of its own: an abort kills the whole group (SIGKILL), so
 *    nothing it started survives it either.
 * 2. Forja exiting in any way that runs code (SIGTERM shutdown, process.exit, an uncaught
 *    error) kills every group still running, from the 'exit' event.
 * 3. Forja killed without running any code (SIGKILL, the OOM killer): on Linux the tool is
 *    started through `setpriv --pdeathsig KILL` (util-linux), so the kernel sends it SIGKILL
 *    when its parent dies; where setpriv is missing, through a small Node watchdog that kills
 *    it when the pipe from Forja closes (child-watchdog.mjs).
 */

export type Tie = 'pdeathsig' | 'watchdog';

const SETPRIV_CANDIDATES = ['/usr/bin/setpriv', '/bin/setpriv'];
const WATCHDOG = fileURLToPath(new URL('./child-watchdog.mjs', import.meta.url));

let setprivPath: string | null | undefined;
function findSetpriv(): string | null {
  if (setprivPath === undefined) {
    setprivPath =
      SETPRIV_CANDIDATES.find((candidate) => {
        try {
          accessSync(candidate, constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }) ?? null;
  }
  return setprivPath;
}

/** How children are tied to this process here: the kernel's parent-death signal when setpriv exists. */
export function availableTie(): Tie {
  return process.platform === 'linux' && findSetpriv() ? 'pdeathsig' : 'watchdog';
}

/** The process groups of the children still running. */
const groups = new Set<number>();

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

/** Kills every tied child still running. Synchronous: it runs from the 'exit' event. */
export function killTiedChildren(): void {
  for (const pid of groups) killGroup(pid);
  groups.clear();
}

let exitHooked = false;

export interface TiedSpawnOptions {
  signal?: AbortSignal | undefined;
  /** Lower CPU priority (nice) for the tool. */
  niceness?: number;
  /** Tests force either tie; by default the best one here. */
  tie?: Tie;
}

/**
 * Starts `command` with `args` (an argument array, never a shell), stdout and stderr piped,
 * tied to this process as above. The abort signal kills its group; 'close' follows.
 */
export type TiedChild = ChildProcess & { stdout: Readable; stderr: Readable };

export function spawnTied(command: string, args: string[], options: TiedSpawnOptions = {}): TiedChild {
  if (!exitHooked) {
    process.on('exit', killTiedChildren);
    exitHooked = true;
  }
  const tie = options.tie ?? availableTie();
  const niceness = options.niceness ?? 0;
  const child =
    tie === 'pdeathsig'
      ? spawn(findSetpriv() ?? 'setpriv', ['--pdeathsig', 'KILL', '--', command, ...args], {
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(process.execPath, [WATCHDOG, String(niceness), command, ...args], {
          detached: true,
          // Its stdin stays open while this process lives: closing is the watchdog's signal.
          stdio: ['pipe', 'pipe', 'pipe'],
        });
  const pid = child.pid;
  if (pid !== undefined) {
    groups.add(pid);
    if (tie === 'pdeathsig' && niceness > 0) {
      try {
        setPriority(pid, niceness);
      } catch {
        // Not allowed here (some containers): it runs at normal priority.
      }
    }
  }
  // The watchdog's stdin is never written, only held open; it may break when the watchdog goes.
  child.stdin?.on('error', () => undefined);
  const onAbort = () => {
    if (pid !== undefined) killGroup(pid);
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  child.on('exit', () => {
    options.signal?.removeEventListener('abort', onAbort);
    // The leader is gone; anything it left in its group goes too.
    if (pid !== undefined) {
      killGroup(pid);
      groups.delete(pid);
    }
  });
  return child as TiedChild;
}
