import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import { type Config, loadConfig } from './config/env.js';
import { loadSecrets } from './config/secrets.js';
import { type Database, openDatabase } from './db/client.js';
import {
  createLogTransport,
  createSmtpTransport,
  type MailTransport,
} from './integrations/email/transport.js';

/** Start-up steps shared by the server, the worker and the admin command. */
export function readVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function boot(): { config: Config; log: Logger } {
  const config = loadConfig(readVersion());
  const log = pino({ level: config.logLevel, base: { pid: process.pid } });
  return { config, log };
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
}

export function createMailTransport(config: Config, log: Logger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createLogTransport(log);
}

export { loadSecrets };

/** Prints a start-up failure the operator can act on, without a stack for the known ones. */
export function exitWithStartupError(err: unknown): never {
  const known = err instanceof Error && ['ConfigError', 'DataDirLockedError'].includes(err.constructor.name);
  console.error(known ? `\nForja cannot start: ${(err as Error).message}\n` : err);
  process.exit(1);
}
