import { ConfigError } from './config/env.js';
import { boot, exitWithStartupError, startServices } from './runtime.js';

/** `npm run worker`: job workers without the web server, for the PostgreSQL mode. */
async function main() {
  const { config, log } = boot();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'The worker runs beside the server only on PostgreSQL (DATABASE_URL). On the embedded database, `npm start` already runs the jobs.',
    );
  }
  const services = await startServices(config, log);
  const { database, jobs } = services;
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
