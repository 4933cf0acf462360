/*
 * Every screen's address, defined once: the router, the navigation, the guards and every
 * link read them from here, so renaming a screen is one change. `route` is the path
 * relative to its parent route (React Router's nested routes).
 */

export const paths = {
  home: '/',
  cookiePolicy: '/cookie-policy',
  /** The Romanian address of the cookie policy, kept because links to it exist. */
  cookiePolicyRo: '/politica-cookie',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password-confirmation',
  dashboard: '/dashboard',
  createArticle: '/create-article',
  generateImage: '/generate-image',
  generateVideo: '/generate-video',
  generateVideoScript: '/generate-video-script',
  generateAudio: '/generate-audio',
  /** Batch runs: the user's batches, a new one (`?studio=`), one batch (see batchPath). */
  batches: '/batches',
  newBatch: '/batches/new',
  batchPattern: '/batches/:batchId',
  /** The content calendar: `?view=month|week&date=YYYY-MM-DD&platform=` (see calendarPath). */
  calendar: '/calendar',
  settings: '/settings',
  pricing: '/pricing',
  paymentSuccess: '/payment/success',
  paymentCancelled: '/payment/cancelled',
  /** The local test checkout (only when the server has no Stripe keys); the server names it too. */
  testCheckout: '/billing/test-checkout',
  backOffice: '/backend',
  backOfficeOutbox: '/backend/outbox',
  backOfficeGenerationSettings: '/backend/settings',
  backOfficeMessages: '/backend/messages',
  backOfficeUsers: '/backend/users',
  /** One user's detail: `${paths.backOfficeUsers}/${id}` (see backOfficeUser). */
  backOfficeUserPattern: '/backend/users/:userId',
  backOfficePermissions: '/backend/permissions',
  backOfficeAudit: '/backend/audit',
  backOfficePlanAccess: '/backend/plan-access',
  backOfficeMusic: '/backend/music',
} as const;

/** The studio's parameter of the new-batch screen (the studio that linked there). */
export const BATCH_STUDIO_PARAM = 'studio';
export const newBatchPath = (studio: string) =>
  `${paths.newBatch}?${BATCH_STUDIO_PARAM}=${encodeURIComponent(studio)}`;
/** One batch's page. */
export const batchPath = (batchId: string) => `${paths.batches}/${encodeURIComponent(batchId)}`;

/** The calendar around one local date (the inbox's links), optionally in the week view. */
export const calendarPath = (date: string, view?: 'month' | 'week') =>
  `${paths.calendar}?${view ? `view=${view}&` : ''}date=${encodeURIComponent(date)}`;

/** The back office's page of one user. */
export const backOfficeUser = (userId: string) => `${paths.backOfficeUsers}/${encodeURIComponent(userId)}`;

export type AppPath = (typeof paths)[keyof typeof paths];

export type SettingsTab = 'profile' | 'connections' | 'notifications' | 'subscription' | 'invoices';

/** A tab of /settings (the tab is in the query string so it can be linked to). */
export const settingsTab = (tab: SettingsTab) => `${paths.settings}?tab=${tab}`;

/** The article editor's parameter naming a library article to open (the archive's "Open in editor"). */
export const OPEN_ARTICLE_PARAM = 'article';
export const openArticlePath = (id: string) =>
  `${paths.createArticle}?${OPEN_ARTICLE_PARAM}=${encodeURIComponent(id)}`;

/** The video studio's parameter naming a library video whose scenes to change (a revision). */
export const REVISE_VIDEO_PARAM = 'revise';
export const reviseVideoPath = (videoId: string) =>
  `${paths.generateVideo}?${REVISE_VIDEO_PARAM}=${encodeURIComponent(videoId)}`;

/** Where plans are chosen: every "See plans" and upgrade link leads here. */
export const plansPath = paths.pricing;

/** A path relative to `parent` (default the root), for the route table. */
export function routePath(path: AppPath, parent: AppPath = paths.home): string {
  const prefix = parent === paths.home ? '/' : `${parent}/`;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not under ${parent}`);
  return path.slice(prefix.length);
}
