import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { MailTransport } from '../integrations/email/transport.js';
import type { JobQueue } from '../jobs/queue.js';
import type { AuditService } from './audit/audit.service.js';
import type { AccountDeletion, UserDataEraser } from './users/account-deletion.js';
import type { AdminStatsService } from './admin-overview/admin-stats.service.js';
import type { LocalDetectionService } from './admin-overview/local-detection.service.js';
import type { SetupChecklistService } from './admin-overview/setup-checklist.service.js';
import type { BillingService } from './billing/billing.service.js';
import type { ArticlesService } from './articles/articles.service.js';
import type { WordPressPublisher } from './articles/wordpress-publish.service.js';
import type { Auth } from './auth/auth.js';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { ConnectionsService } from './connections/connections.service.js';
import type { OAuthConnectionsService } from './connections/oauth-connections.service.js';
import type { ContactService } from './contact/contact.service.js';
import type { CreditOperations, CreditsService } from './credits/credits.service.js';
import type { FilesService } from './files/files.service.js';
import type { GenerationSettingsService } from './generation-settings/generation-settings.service.js';
import type { ImagesService } from './images/images.service.js';
import type { GenerationEngine } from './generation/generation-engine.service.js';
import type { KindWorks } from './generation/kind-work.js';
import type { ProviderResolver } from './generation/provider-resolver.js';
import type { MailService } from './mail/mail.service.js';
import type { PublicationsService } from './publications/publications.service.js';
import type { PlanAccessService } from './plan-access/plan-access.service.js';
import type { PreviewAllowance } from './plan-access/preview-allowance.js';
import type { UsersService } from './users/users.service.js';
import type { VideoScriptsService } from './video-scripts/video-scripts.service.js';
import type { VideoStudio } from './videos/video-studio.js';
import type { VideosService } from './videos/videos.service.js';
import type { VideoRenderer } from '../integrations/video-render/video-renderer.js';
import type { VoiceOversService } from './voice-overs/voice-overs.service.js';

export type { UserDataEraser } from './users/account-deletion.js';

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
 * Declared here rather than inferred from the modules, so that modules can use it without
 * importing each other (or the composition root).
 */
export interface Services extends Infrastructure {
  /** Every module of the composition (modules/index.ts): the generation module gathers their kinds. */
  serverModules: readonly ServerModule[];
  mail: MailService;
  auth: Auth;
  throttle: LoginThrottle;
  users: UsersService;
  /** The credit engine's statements; the generation engine holds, captures and releases with them. */
  creditOperations: CreditOperations;
  credits: CreditsService;
  /** Plans bought, the Stripe webhook and the local test checkout (one fulfilment). */
  billing: BillingService;
  /** Which studios each plan opens; the generation service asks it before holding credits. */
  planAccess: PlanAccessService;
  /** Free previews: the plan's studio, then a daily allowance per user (counted in the database). */
  previewAllowance: PreviewAllowance;
  contact: ContactService;
  generationSettings: GenerationSettingsService;
  /** Generation endpoints call providerFor(family): the admin's current choice. */
  providerResolver: ProviderResolver;
  files: FilesService;
  generationEngine: GenerationEngine;
  connections: ConnectionsService;
  /** YouTube and TikTok: connect, tokens (refreshed), test, disconnect. */
  oauthConnections: OAuthConnectionsService;
  articles: ArticlesService;
  wordpressPublisher: WordPressPublisher;
  images: ImagesService;
  videoScripts: VideoScriptsService;
  audit: AuditService;
  /** Deletes a user and everything they own (every module's eraseUserData); built after the modules. */
  accountDeletion: AccountDeletion;
  /** Publishing videos to YouTube and TikTok; the job runs `runPublication`. */
  publications: PublicationsService;
  /** At start on the embedded database: the publications a stopped process left half-done, queued again. */
  recoverPublications: () => Promise<string[]>;
  runPublication: (publicationId: string) => Promise<void>;
  /** The local video renderer (modules/media): ffmpeg behind the renderer seam. */
  videoRenderer: VideoRenderer;
  /** The Video Library, and the render the `video` generation kind runs. */
  videos: VideosService;
  videoStudio: VideoStudio;
  voiceOvers: VoiceOversService;
  /** The back office overview: statistics, setup checklist, detection of local services. */
  adminStats: AdminStatsService;
  setupChecklist: SetupChecklistService;
  localDetection: LocalDetectionService;
}

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
  /**
   * The work of the generation kinds this module owns (its studio's kinds). Every kind of
   * GENERATION_KINDS has its work in exactly one module; the generation module refuses to start otherwise.
   */
  kinds?(s: Services): KindWorks;
  /** Job handlers: run by the server in the embedded mode and by `npm run worker`. */
  jobs?(jobs: JobQueue, s: Services): Promise<void>;
}
