import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.js';

describe('parseConfig', () => {
  it('has embedded defaults for a laptop', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.trustedOrigins).toContain('http://127.0.0.1:3000');
  });

  it('lets PORT and DATA_DIR move the studio', () => {
    const c = parseConfig({ PORT: '4100', DATA_DIR: '/tmp/x' });
    expect(c).toMatchObject({ port: 4100, dataDir: '/tmp/x', appUrl: 'http://localhost:4100' });
  });

  it('requires the secrets in production and trusts only APP_URL there', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const c = parseConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a',
      ENCRYPTION_KEY: 'b',
      APP_URL: 'https://forja.example/',
    });
    expect(c.appUrl).toBe('https://forja.example');
    expect(c.trustedOrigins).toEqual(['https://forja.example']);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('gives a process its role: all by default, web or worker beside PostgreSQL only', () => {
    expect(parseConfig({}).role).toBe('all');
    const pg = { DATABASE_URL: 'postgres://db/forja' };
    expect(parseConfig({ ...pg, FORJA_ROLE: 'web' }).role).toBe('web');
    expect(parseConfig({ ...pg, FORJA_ROLE: 'Worker' }).role).toBe('worker');
    expect(parseConfig({ ...pg, FORJA_ROLE: 'all' }).role).toBe('all');
    for (const role of ['web', 'worker']) {
      expect(() => parseConfig({ FORJA_ROLE: role })).toThrow(
        new ConfigError(
          `FORJA_ROLE=${role} needs PostgreSQL (DATABASE_URL): the embedded database serves one process, which runs the studio and its jobs (FORJA_ROLE=all).`,
        ),
      );
    }
    expect(() => parseConfig({ ...pg, FORJA_ROLE: 'cron' })).toThrow(
      /FORJA_ROLE must be one of all, web, worker \(got "cron"\)/,
    );
  });
});
