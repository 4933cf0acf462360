import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.js';

/*
 * Migrates the schema ONCE per change of the migrations, not once per test app: the API suites
 * then start each database from a migrated copy (the embedded database from a dumped data
 * folder, PostgreSQL from a template database). Both are keyed by a hash of the migrations, so
 * a changed migration makes a new copy and an unchanged one is reused across runs. The harness
 * (harness.ts) finds them through environment variables, which the test workers inherit.
 */

export const PGLITE_SNAPSHOT_ENV = 'FORJA_TEST_PGLITE_SNAPSHOT';
export const PG_TEMPLATE_ENV = 'FORJA_TEST_PG_TEMPLATE';

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteSnapshot(hash: string): Promise<string> {
  const file = path.join(os.tmpdir(), `forja-test-db-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite' });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  // Written aside and renamed: another run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

async function postgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `forja_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    // Built under a name of its own and renamed when complete: a parallel run sees all or nothing.
    const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.close();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      await admin.query(`DROP DATABASE IF EXISTS ${building}`); // another run finished first
    }
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup() {
  const hash = migrationsHash();
  process.env[PGLITE_SNAPSHOT_ENV] = await pgliteSnapshot(hash);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env[PG_TEMPLATE_ENV] = await postgresTemplate(adminUrl, hash);
}
