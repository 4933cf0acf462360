import { buildApp, createServices, startWorkers } from './app.js';
import { PgBossQueue } from './jobs/pg-boss-queue.js';
import {
  boot,
  createMailTransport,
  exitWithStartupError,
  loadSecrets,
  openConfiguredDatabase,
} from './runtime.js';

async function main() {
  const { config, log } = boot();
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
  const app = await buildApp(services);
  await app.listen({ port: config.port, host: config.host });
  log.info(`Forja ${config.version} is serving ${config.appUrl} (database: ${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await jobs.stop();
      await database.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(exitWithStartupError);
