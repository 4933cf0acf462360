import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { videoRenderCost, videoRequestSchema } from '@forja/contracts';
import { scenes } from './video-fixtures.js';

/*
 * A server killed in the middle of a real render (issue 21, item 7): its ffmpeg dies with it
 * (it used to run on under pid 1 at full CPU), its scratch folder goes when the next server
 * starts, and the interrupted render runs exactly once more — one ffmpeg, never two side by
 * side — and is charged once. The embedded database, the local renderer, the npm ffmpeg.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const main = path.join(root, 'apps/server/src/main.ts');
const VIDEO = {
  videoTitle: 'The last lighthouse keeper',
  prompt: 'A short story',
  scenes: scenes(3),
  withAudio: false,
  resolution: 'twitter-landscape',
};
const COST = videoRenderCost(videoRequestSchema.parse(VIDEO));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Running ffmpeg processes (or any, with `anyProgram`) whose command line names `needle`; a zombie is not running. */
function processesNaming(needle: string, anyProgram = false): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid || pid === process.pid) continue;
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const program = command.split('\0')[0] ?? '';
      if (!anyProgram && !program.endsWith('ffmpeg')) continue;
      if (command.includes(needle) && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') found.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

describe.skipIf(process.platform !== 'linux')('a render interrupted by a killed server', () => {
  const children: ChildProcess[] = [];
  let tmp = '';
  afterAll(() => {
    children.forEach((c) => c.kill('SIGKILL'));
    for (const pid of tmp ? processesNaming(tmp, true) : []) process.kill(pid, 'SIGKILL');
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('takes its ffmpeg with it, leaves a scratch folder the next start removes, and renders once more, charged once', async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-render-restart-'));
    const dataDir = path.join(tmp, 'data');
    // The servers' own temporary folder: their scratch folders, and so their ffmpeg, are found by it.
    const tmpDir = path.join(tmp, 'tmp');
    fs.mkdirSync(tmpDir);
    const scratchOf = (pid: number) => path.join(tmpDir, 'forja-scratch', String(pid));
    const ffmpegs = () => processesNaming(tmpDir);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let cookie = '';
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      return res;
    };
    const generation = async (id: string) =>
      (await (await api('GET', `/api/generations/${id}`)).json()) as {
        status: string;
        restarted: boolean;
        stage: { name: string } | null;
      };
    const credits = async () =>
      (await (await api('GET', '/api/credits')).json()) as { balance: number; held: number };

    const start = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          APP_URL: base,
          LOG_LEVEL: 'warn',
          WEB_DIST: '/nonexistent',
          DATABASE_URL: '',
          MEDIA_TOOLS: 'npm',
          TMPDIR: tmpDir,
        },
        stdio: ['ignore', 'ignore', 'ignore'],
      });
      children.push(child);
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      await expect
        .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok ?? false, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(true);
      return { child, exited };
    };

    let server = await start();
    expect(
      (
        await api('POST', '/api/auth/sign-up/email', {
          name: 'Ana',
          email: 'ana@forja.test',
          password: 'a-long-password',
        })
      ).status,
    ).toBe(200);
    const before = await credits();
    const res = await api('POST', '/api/generations', { kind: 'video', input: VIDEO });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };

    // Killed while ffmpeg encodes.
    await expect
      .poll(async () => (await generation(id)).stage?.name, { timeout: 120_000, interval: 200 })
      .toBe('encoding');
    await expect.poll(() => ffmpegs().length, { timeout: 30_000, interval: 100 }).toBe(1);
    const [orphan] = ffmpegs();
    const deadScratch = scratchOf(server.child.pid!);
    server.child.kill('SIGKILL');
    await server.exited;

    // Its ffmpeg goes with it; its scratch folder stays until a server starts.
    await expect.poll(() => ffmpegs().includes(orphan!), { timeout: 10_000, interval: 50 }).toBe(false);
    expect(fs.existsSync(deadScratch)).toBe(true);

    server = await start();
    expect(fs.existsSync(deadScratch)).toBe(false);

    // Rendered again, once: one ffmpeg at a time, and no more of them than one render runs (one
    // per scene, per transition and one to assemble them: 2 × scenes at most; polling may miss some).
    const seen = new Set<number>();
    let most = 0;
    await expect
      .poll(
        async () => {
          const now = ffmpegs();
          now.forEach((pid) => seen.add(pid));
          most = Math.max(most, now.length);
          return (await generation(id)).status;
        },
        { timeout: 180_000, interval: 100 },
      )
      .toBe('succeeded');
    expect(most).toBe(1);
    expect(seen.size).toBeGreaterThanOrEqual(1);
    expect(seen.size).toBeLessThanOrEqual(2 * VIDEO.scenes.length);
    expect(await generation(id)).toMatchObject({ restarted: true });
    expect(await credits()).toMatchObject({ balance: before.balance - COST, held: 0 });
    const videos = (await (await api('GET', '/api/videos')).json()) as {
      items: { status: string; url: string }[];
    };
    expect(videos.items).toHaveLength(1);
    expect(videos.items[0]!.status).toBe('completed');
    expect((await fetch(`${base}${videos.items[0]!.url}`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await server.exited;
    expect(ffmpegs()).toEqual([]);
  }, 420_000);
});
