import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreateApiTokenBody, CreatedApiToken } from '@forja/contracts';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp, createServices, startWorkers } from '../app.js';
import type { Services } from '../modules/server-module.js';
import { parseConfig } from '../config/env.js';
import { type Database, openDatabase } from '../db/client.js';
import type { MailTransport, OutgoingMail } from '../integrations/email/transport.js';
import { PgBossQueue } from '../jobs/pg-boss-queue.js';
import { InlineJobQueue } from '../jobs/queue.js';
import { PG_TEMPLATE_ENV, PGLITE_SNAPSHOT_ENV } from './global-setup.js';

/** The API suites run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const APP_URL = 'http://localhost:3000';
/** Fixed, so tests can decrypt what the server stored. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** Mails the job delivered, newest last. */
  mails: OutgoingMail[];
  close(): Promise<void>;
}

async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  via?: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const snapshot = migratedSnapshot();
    return {
      database: await openDatabase({ kind: 'pglite', ...(snapshot ? { snapshot } : {}) }),
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `forja_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // From the migrated template when the global setup made one (the bench runs without it).
  const template = process.env[PG_TEMPLATE_ENV];
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (via) url.host = via;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its connections have closed; FORCE on one still closing
      // makes its client throw an uncaught error. Wait (briefly) for them to go first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let snapshotBytes: Blob | undefined;
/** The migrated embedded database the global setup dumped, read once per worker. */
function migratedSnapshot(): Blob | undefined {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  snapshotBytes ??= new Blob([fs.readFileSync(file)]);
  return snapshotBytes;
}

/** A whole server on a fresh database, driven through app.inject. */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  opts: {
    beforeReady?: (app: FastifyInstance) => void;
    env?: Record<string, string>;
    /** Replaces services before the workers and the app are built (a test provider resolver, an engine with other limits). */
    overrides?: (services: Services) => Partial<Services>;
    /**
     * 'pg-boss': the real job queue on the test database, for the suites about queued work;
     * by default the inline queue runs each job inside the request that sends it.
     */
    queue?: 'inline' | 'pg-boss';
    /** False: this app sends jobs but runs none (other processes are its workers). */
    workers?: boolean;
    /** On PostgreSQL: the host:port the app reaches its database at (a test's proxy in front of it). */
    databaseVia?: string;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(kind, opts.databaseVia);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent-web-dist',
    // Stored files go to a folder of this test app, never into the repository's ./data.
    DATA_DIR: dataDir,
    ...opts.env,
  });
  const mails: OutgoingMail[] = [];
  const mailTransport: MailTransport = {
    kind: 'outbox',
    async deliver(mail) {
      mails.push(mail);
      return 'logged';
    },
  };
  const log = pino({ level: 'silent' });
  const jobs = opts.queue === 'pg-boss' ? await PgBossQueue.start(database, log) : new InlineJobQueue(log);
  const created = createServices({
    config,
    database,
    jobs,
    mailTransport,
    authSecret: 'test-secret-test-secret-test-secret-123',
    encryptionKey: TEST_ENCRYPTION_KEY,
    log,
  });
  const services: Services = { ...created, ...opts.overrides?.(created) };
  if (opts.workers !== false) await startWorkers(services);
  const app = await buildApp(services);
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    services,
    database,
    mails,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call as a browser on the studio's origin would make it. */
export function call(app: FastifyInstance, method: string, url: string, opts: CallOptions = {}) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      origin: APP_URL,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    payload:
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body),
  });
}

/** One API call as a script makes it with a personal API token: no cookie, no Origin (unless `headers` add one). */
export function tokenCall(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** A personal API token of a signed-in user, made as Settings -> API makes it. */
export async function createApiToken(
  app: FastifyInstance,
  cookie: string,
  body: CreateApiTokenBody,
): Promise<CreatedApiToken> {
  const res = await call(app, 'POST', '/api/tokens', { cookie, body });
  if (res.statusCode !== 201) throw new Error(`token creation failed: ${res.statusCode} ${res.body}`);
  return res.json() as CreatedApiToken;
}

export function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${++counter}@example.com`;
}

/** Registers an account and returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  fields: { name?: string; email?: string; password?: string; language?: string } = {},
) {
  const body = { name: 'Test User', email: uniqueEmail(), password: 'secret123', ...fields };
  const res = await call(app, 'POST', '/api/auth/sign-up/email', { body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    cookie: cookieOf(res),
    email: body.email,
    password: body.password,
    user: res.json().user as { id: string },
  };
}
