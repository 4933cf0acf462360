import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config/env.js';
import type { Database, Db } from '../db/client.js';
import type { MailTransport } from '../integrations/email/transport.js';
import type { JobQueue } from '../jobs/queue.js';

/** What the process entry provides: configuration and the outside world. */
export interface Infrastructure {
  config: Config;
  database: Database;
  jobs: JobQueue;
  mailTransport: MailTransport;
  authSecret: string;
  /** 32 bytes, AES-256-GCM for secrets at rest (lib/crypto.ts). */
  encryptionKey: Buffer;
  log: Logger;
}

/**
 * The infrastructure and every module's services, shared by the web server and the worker.
 * Each module declares the services it provides next to itself, by augmenting this interface
 * in its `<m>.module.ts` (`declare module '../server-module.js' { interface Services { … } }`):
 * modules use each other's services without importing each other (or the composition root),
 * and this file imports no module.
 */
export interface Services extends Infrastructure {
  /** Every module of the composition (modules/index.ts): the generation module gathers their kinds. */
  serverModules: readonly ServerModule[];
}

/** A module's part of deleting a user: rows in the transaction, then (optionally) what runs after the commit. */
export type UserDataEraser = (tx: Db, userId: string) => Promise<void | (() => Promise<void>)>;

/**
 * A server module, listed once in `modules/index.ts`. The composition root (`app.ts`) calls
 * each part in the list's order: `services` when the services are built, then `routes` and
 * `adminRoutes` when the HTTP app is built, and `jobs` when the workers start.
 */
export interface ServerModule {
  readonly name: string;
  /** Builds this module's services. `s` holds the infrastructure and what earlier modules built. */
  services?(s: Services): Partial<Services>;
  routes?(app: FastifyInstance, s: Services): void | Promise<void>;
  /**
   * Routes every process serves whatever its role (FORJA_ROLE): the probes, later /metrics.
   * A worker serves only these (worker-app.ts); a web process serves them beside `routes`.
   */
  internalRoutes?(app: FastifyInstance, s: Services): void | Promise<void>;
  /**
   * Routes under /api/admin/, registered inside the one administrator scope
   * (`plugins/admin-scope.ts`): signed out 401, not an administrator 403, before anything else.
   */
  adminRoutes?(admin: FastifyInstance, s: Services): void | Promise<void>;
  /**
   * This module's part of deleting a user and everything they own (users/account-deletion.ts),
   * run inside the deletion's transaction before the user row goes. Rows with a `user_id`
   * foreign key ON DELETE CASCADE go with the user by themselves; a module adds an eraser for
   * anything else it keeps (files in storage, rows without the key) and may return work to
   * run once the deletion has committed (removing bytes that cannot be rolled back).
   */
  eraseUserData?(s: Services): UserDataEraser;
  /** Job handlers: run by the server in the embedded mode and by `npm run worker`. */
  jobs?(jobs: JobQueue, s: Services): Promise<void>;
}
