import { createServices, startWorkers } from './app.js';
import { ConfigError } from './config/env.js';
import { PgBossQueue } from './jobs/pg-boss-queue.js';
import {
  boot,
  createMailTransport,
  exitWithStartupError,
  loadSecrets,
  openConfiguredDatabase,
} from './runtime.js';

/** `npm run worker`: job workers without the web server, for the PostgreSQL mode. */
async function main() {
  const { config, log } = boot();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'The worker runs beside the server only on PostgreSQL (DATABASE_URL). On the embedded database, `npm start` already runs the jobs.',
    );
  }
  const secrets = loadSecrets(config);
  const database = await openConfiguredDatabase(config);
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
  await startWorkers(services);
  log.info('worker started');
  const stop = async () => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch(exitWithStartupError);
