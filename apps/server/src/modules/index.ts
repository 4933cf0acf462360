import { adminModule } from './admin/admin.module.js';
import { adminUsersModule } from './admin-users/admin-users.module.js';
import { apiDocsModule } from './api-docs/api-docs.module.js';
import { apiTokensModule } from './api-tokens/api-tokens.module.js';
import { auditModule } from './audit/audit.module.js';
import { adminOverviewModule } from './admin-overview/admin-overview.module.js';
import { articlesModule } from './articles/articles.module.js';
import { batchesModule } from './batches/batches.module.js';
import { billingModule } from './billing/billing.module.js';
import { brandKitsModule } from './brand-kits/brand-kits.module.js';
import { authModule } from './auth/auth.module.js';
import { connectionsModule } from './connections/connections.module.js';
import { contactModule } from './contact/contact.module.js';
import { creditsModule } from './credits/credits.module.js';
import { filesModule } from './files/files.module.js';
import { generationSettingsModule } from './generation-settings/generation-settings.module.js';
import { generationModule } from './generation/generation.module.js';
import { imagesModule } from './images/images.module.js';
import { healthModule } from './health/health.module.js';
import { inboxModule } from './inbox/inbox.module.js';
import { mailModule } from './mail/mail.module.js';
import { planAccessModule } from './plan-access/plan-access.module.js';
import { stockModule } from './stock/stock.module.js';
import { socialPostsModule } from './social-posts/social-posts.module.js';
import { siteConfigModule } from './site-config/site-config.module.js';
import { publicationsModule } from './publications/publications.module.js';
import { schedulesModule } from './schedules/schedules.module.js';
import type { ServerModule } from './server-module.js';
import { usersModule } from './users/users.module.js';
import { videoScriptsModule } from './video-scripts/video-scripts.module.js';
import { mediaModule } from './media/media.module.js';
import { mediaLibraryModule } from './media-library/media-library.module.js';
import { mcpModule } from './mcp/mcp.module.js';
import { metricsModule } from './metrics/metrics.module.js';
import { videosModule } from './videos/videos.module.js';
import { voiceOversModule } from './voice-overs/voice-overs.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';

/**
 * Every server module, once. The order matters: a module's services may use only those of
 * modules above it (app.ts refuses anything else at start), and routes and jobs are
 * registered in this order.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  auditModule,
  mailModule,
  inboxModule,
  authModule,
  usersModule,
  creditsModule,
  adminModule,
  billingModule,
  planAccessModule,
  apiTokensModule,
  contactModule,
  siteConfigModule,
  mediaModule,
  generationSettingsModule,
  filesModule,
  mediaLibraryModule,
  videosModule,
  generationModule,
  webhooksModule,
  connectionsModule,
  articlesModule,
  imagesModule,
  videoScriptsModule,
  adminUsersModule,
  voiceOversModule,
  socialPostsModule,
  publicationsModule,
  adminOverviewModule,
  metricsModule,
  stockModule,
  brandKitsModule,
  batchesModule,
  schedulesModule,
  mcpModule,
  apiDocsModule,
];
