import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import { createServices, startWorkers } from './app.js';
import type { Services } from './modules/server-module.js';
import { PgBossQueue } from './jobs/pg-boss-queue.js';
import { type Config, loadConfig, type ProcessRole } from './config/env.js';
import { loadSecrets } from './config/secrets.js';
import { clearStaleScratch } from './lib/scratch-dir.js';
import { logContextMixin } from './lib/log-context.js';
import { type Database, openDatabase } from './db/client.js';
import {
  createLogTransport,
  createSmtpTransport,
  type MailTransport,
} from './integrations/email/transport.js';

/** Start-up steps shared by the server, the worker and the admin command. */
function readVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `role`: the entry's own (`npm run worker`), over FORJA_ROLE. */
export function boot(options: { role?: ProcessRole } = {}): { config: Config; log: Logger } {
  const config = loadConfig(readVersion(), options.role ? { FORJA_ROLE: options.role } : {});
  // The mixin adds the current request's and generation's ids to every line (lib/log-context.ts).
  const log = pino({ level: config.logLevel, base: { pid: process.pid }, mixin: logContextMixin });
  return { config, log };
}

export function openConfiguredDatabase(config: Config, log?: Logger): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    {
      onPoolError: (err) => log?.warn({ err }, 'lost a database connection; reconnecting on the next query'),
    },
  );
}

function createMailTransport(config: Config, log: Logger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createLogTransport(log);
}

/** Every role's common start: secrets, database, job queue, services and (but for `web`) their workers. */
export async function startServices(config: Config, log: Logger): Promise<Services> {
  // Before any work: the scratch folders a dead process (or this pid's last run) left behind.
  const cleared = await clearStaleScratch();
  if (cleared.length > 0) log.info({ folders: cleared }, 'removed the scratch folders of stopped processes');
  const secrets = loadSecrets(config);
  const database = await openConfiguredDatabase(config, log);
  const jobs = await PgBossQueue.start(database, log);
  const services = createServices({
    config,
    database,
    jobs,
    mailTransport: createMailTransport(config, log),
    authSecret: secrets.authSecret,
    encryptionKey: secrets.encryptionKey,
    log,
  });
  // A web-only process sends jobs and runs none: no handlers, no periodic sweeps, no schedules.
  if (config.role !== 'web') await startWorkers(services);
  return services;
}

/** Prints a start-up failure the operator can act on, without a stack for the known ones. */
export function exitWithStartupError(err: unknown): never {
  const known = err instanceof Error && ['ConfigError', 'DataDirLockedError'].includes(err.constructor.name);
  console.error(known ? `\nForja cannot start: ${(err as Error).message}\n` : err);
  process.exit(1);
}
