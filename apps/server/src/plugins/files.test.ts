import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../integrations/storage/local-storage.js';
import { newFileKey } from '../integrations/storage/file-storage.js';
import { registerFileServing } from './files.js';
import { registerStaticSpa } from './static-spa.js';

/* /files/ beside the built web app: a missing file is a 404, never the app shell the SPA fallback sends. */
describe('serving stored files next to the web app', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-files-plugin-'));
  const dir = path.join(tmp, 'files');
  const dist = path.join(tmp, 'dist');
  const storage = createLocalStorage(dir);
  const key = newFileKey('picture', 'png');
  let app: FastifyInstance;

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>landing</html>');
    fs.writeFileSync(path.join(dist, 'app.html'), '<html>app shell</html>');
    await storage.put(key, Buffer.from('\x89PNG\r\n\x1a\nfake'), 'image/png');
    app = Fastify();
    await registerFileServing(app, storage, { kind: 'local', dir });
    await registerStaticSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves a stored file with its type and immutable caching, GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: `/files/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 JSON for anything else under /files/, while other paths still get the app', async () => {
    for (const url of [
      '/files/0123456789abcdef0123456789abcdef/x.png',
      '/files/',
      '/files',
      `/files/${key.split('/')[0]}`,
      '/files/.tmp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
    expect((await app.inject({ method: 'GET', url: '/generate/image' })).body).toContain('app shell');
  });
});
