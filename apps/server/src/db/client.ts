import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { withMigrationLock } from './migration-lock.js';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob } // no dataDir: in memory (tests), from a migrated snapshot if given
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** The embedded instance, for pg-boss; absent on PostgreSQL. */
  pglite?: PGlite;
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const migrationsFolder = MIGRATIONS_FOLDER;

/*
 * PostgreSQL's default 128 MB of shared buffers is memory the embedded database touches at
 * start (its resident size grew by ~250 MB on open; ~130 MB with 32 MB): one studio's working
 * set fits in 32 MB, and what does not is read back from the operating system's file cache.
 * docs/ARCHITECTURE.md, "Start-up".
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';
export const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
];
/*
 * The embedded database is PostgreSQL compiled to WebAssembly (9 MB of code). V8 re-compiles a
 * WebAssembly function with its optimising compiler once it has run "enough"; by default
 * opening the data folder, the migrations check and pg-boss's start cross that line for
 * hundreds of functions that then sit idle: ~400 ms of CPU and ~35 MB of resident code. With a
 * 100× budget only what keeps running (the queries the studio makes all day) is optimised,
 * a little later. Read when PGlite compiles its module, so set just before.
 */
export const EMBEDDED_V8_FLAGS = '--wasm-tiering-budget=180000000';

/**
 * How long a query waits for a connection to PostgreSQL: while the database is down, a request
 * fails (503) after this, instead of hanging until the client gives up.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

/** Opens the database and applies pending migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { onPoolError?: (err: Error) => void } = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server closed (a restart, a failover) is dropped from the pool and
    // reported here; without a listener the 'error' event would end the process. The pool opens
    // new connections when the database is back.
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      // One process at a time: several starting together on an empty database would race.
      await withMigrationLock(target.url, () => migratePg(drizzlePg(pool), { migrationsFolder }));
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
    return {
      db,
      kind: 'postgres',
      url: target.url,
      ping: async () => void (await pool.query('SELECT 1')),
      close: () => pool.end(),
    };
  }
  const unlock = target.dataDir ? lockDataDir(path.dirname(target.dataDir)) : () => {};
  // A server's database, not a test's in-memory copy (tests run many short-lived instances).
  if (target.dataDir) v8.setFlagsFromString(EMBEDDED_V8_FLAGS);
  try {
    const client = new PGlite({
      ...(target.snapshot ? { loadDataDir: target.snapshot } : { dataDir: target.dataDir }),
      // The archives' search indexes (db/schema/trigram-index.ts).
      extensions: { pg_trgm },
      startParams: EMBEDDED_START_PARAMS,
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      ping: async () => void (await client.query('SELECT 1')),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
