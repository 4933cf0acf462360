import { buildApp } from './app.js';
import type { ProcessRole } from './config/env.js';
import { boot, startServices } from './runtime.js';
import { buildWorkerApp } from './worker-app.js';

/**
 * One server process in its role: FORJA_ROLE's, unless its entry says (`npm run worker`). `all`
 * serves the studio and runs the jobs, `web` only serves (it sends jobs), `worker` only runs
 * the jobs and answers the health probes on PORT.
 */
export async function serve(options: { role?: ProcessRole } = {}) {
  const { config, log } = boot(options);
  const services = await startServices(config, log);
  const { database, jobs } = services;
  const worker = config.role === 'worker';
  const app = worker ? await buildWorkerApp(services) : await buildApp(services);
  await app.listen({ port: config.port, host: config.host });
  if (worker) log.info({ role: config.role }, 'worker started');
  else {
    log.info(
      { role: config.role },
      `Forja ${config.version} is serving ${config.appUrl} (database: ${database.kind})`,
    );
    // What the first request did not need, loaded now that the server answers.
    services.auth.load().catch((err: unknown) => log.error({ err }, 'Better Auth did not load'));
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    log.info({ signal, role: config.role }, 'shutting down: finishing in-flight requests and jobs');
    // In-flight requests get a deadline: a client that never finishes its request (or a
    // stream nobody closes) must not keep the process alive.
    const deadline = setTimeout(() => {
      log.warn('shutdown deadline passed: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownDeadlineMs);
    deadline.unref();
    const deadlineAt = Date.now() + config.shutdownDeadlineMs;
    try {
      // From now on no new job, here (the probes say not ready); running ones go on meanwhile.
      await jobs.pause();
      // Stops accepting, waits for in-flight requests (until the deadline); they may still send jobs.
      // A worker's probes keep answering while its jobs drain.
      if (!worker) await app.close();
      // Running jobs get what is left of the deadline; those still running then are handed back.
      await jobs.stop({ deadlineMs: Math.max(0, deadlineAt - Date.now()) });
      if (worker) await app.close();
      clearTimeout(deadline);
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
