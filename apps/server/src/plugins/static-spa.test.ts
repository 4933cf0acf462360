import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { landingLanguage } from './static-spa.js';

describe('landingLanguage', () => {
  const pick = (headers: Record<string, string>) => landingLanguage({ headers });
  it('prefers the saved choice, then the browser languages by weight, then English', () => {
    expect(pick({ cookie: 'a=1; forja.language=es', 'accept-language': 'ro-RO,ro;q=0.9' })).toBe('es');
    expect(pick({ cookie: 'forja.language=ro-RO', 'accept-language': 'en' })).toBe('ro');
    expect(pick({ cookie: 'forja.language=fr', 'accept-language': 'de-DE, ro;q=0.8, en;q=0.5' })).toBe('ro');
    expect(pick({ 'accept-language': 'en;q=0.2, es;q=0.9' })).toBe('es');
    expect(pick({ 'accept-language': 'de, fr;q=0.5' })).toBe('en');
    expect(pick({})).toBe('en');
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="en">landing</html>');
    fs.writeFileSync(path.join(dist, 'index.ro.html'), '<html lang="ro">landing</html>');
    fs.writeFileSync(path.join(dist, 'app.html'), '<html>app shell</html>');
    fs.writeFileSync(path.join(dist, '.source-hash'), 'abc');
    const js = 'console.log("forja");'.repeat(50);
    fs.writeFileSync(path.join(dist, 'assets', 'entry-abc.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'entry-abc.js.gz'), gzipSync(js));
    t = await createTestApp('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers / with the prerendered landing in the visitor language, uncached', async () => {
    const en = await call(t.app, 'GET', '/');
    expect(en.body).toContain('lang="en"');
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(String(en.headers.vary)).toMatch(/Cookie, Accept-Language/);
    expect((await call(t.app, 'GET', '/?utm=x', { headers: { 'accept-language': 'ro-RO' } })).body).toContain(
      'lang="ro"',
    );
    // No Spanish page was built: English it is.
    expect((await call(t.app, 'GET', '/', { headers: { cookie: 'forja.language=es' } })).body).toContain(
      'lang="en"',
    );
  });

  it('answers other paths with the app shell and unknown API paths with JSON', async () => {
    // Folders and dotfiles of the build are not files to serve either.
    for (const url of [
      '/login',
      '/backend/messages',
      '/cookie-policy',
      '/assets',
      '/assets/',
      '/.source-hash',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>app shell</html>');
    }
    expect((await call(t.app, 'GET', '/api/nope')).json().code).toBe('NOT_FOUND');
    expect((await call(t.app, 'GET', '/assets/../../../../etc/passwd')).body).not.toContain('root:');
  });

  it('sends the pre-compressed copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await call(t.app, 'GET', '/assets/entry-abc.js', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await call(t.app, 'GET', '/assets/entry-abc.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });
});
