import { buildApp } from './app.js';
import { boot, exitWithStartupError, startServices } from './runtime.js';

async function main() {
  const { config, log } = boot();
  const services = await startServices(config, log);
  const { database, jobs } = services;
  const app = await buildApp(services);
  await app.listen({ port: config.port, host: config.host });
  log.info(`Forja ${config.version} is serving ${config.appUrl} (database: ${database.kind})`);
  // What the first request did not need, loaded now that the server answers.
  services.auth.load().catch((err: unknown) => log.error({ err }, 'Better Auth did not load'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // In-flight requests get a deadline: a client that never finishes its request (or a
    // stream nobody closes) must not keep the process alive.
    const deadline = setTimeout(() => {
      log.warn('shutdown deadline passed: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownDeadlineMs);
    deadline.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests (until the deadline)
      clearTimeout(deadline);
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
