import type { GenerationKind } from '@forja/contracts';

/*
 * Every TanStack Query key of the app, made in one place. Features that share data (the
 * wizard's credit check and the dashboard's credits card, the wizard's publish form and
 * Settings -> Connections) must use the same key so an update in one shows in the other;
 * keys that start alike (['articles', …]) are invalidated together.
 */
export const queryKeys = {
  session: () => ['session'] as const,
  credits: () => ['credits'] as const,
  connections: () => ['connections'] as const,
  generationStatus: () => ['generation', 'status'] as const,
  /** Every generation query (details and lists). */
  generations: () => ['generations'] as const,
  generation: (id: string) => ['generations', 'detail', id] as const,
  generationList: (kind: GenerationKind | undefined, limit: number) =>
    ['generations', 'list', kind ?? 'all', limit] as const,
  /** Every article query: the archive list, the counter, single articles. */
  articles: () => ['articles'] as const,
  articleList: () => ['articles', 'list'] as const,
  articleCount: () => ['articles', 'count'] as const,
  article: (id: string) => ['articles', 'detail', id] as const,
  /** The subscription, the invoices and the billing mode: a payment changes them together. */
  billing: () => ['billing'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  invoices: () => ['billing', 'invoices'] as const,
  billingConfig: () => ['billing', 'config'] as const,
  /** The studios the user's plan opens: under billing, so a payment refreshes it. */
  myPlanAccess: () => ['billing', 'plan-access'] as const,
  /** Every images-archive query: the lists (one per search), the counter. */
  images: () => ['images'] as const,
  imageList: (search: string) => ['images', 'list', search] as const,
  imageCount: () => ['images', 'count'] as const,
  /** Every video-scripts-archive query: the lists (one per search), the counter. */
  videoScripts: () => ['video-scripts'] as const,
  videoScriptList: (search: string) => ['video-scripts', 'list', search] as const,
  videoScriptCount: () => ['video-scripts', 'count'] as const,
  /** Every audio-archive query: the lists (one per search), the counter. */
  voiceOvers: () => ['voice-overs'] as const,
  voiceOverList: (search: string) => ['voice-overs', 'list', search] as const,
  voiceOverCount: () => ['voice-overs', 'count'] as const,
  /** The voices the speech engine offers (changes with the admin's settings). */
  speechVoices: () => ['speech-voices'] as const,
  /** A video's publications (YouTube, TikTok), and TikTok's creator info for the post form. */
  publications: (videoId: string) => ['publications', videoId] as const,
  tiktokCreatorInfo: () => ['connections', 'tiktok', 'creator-info'] as const,
  /** Every video-library query: the lists (one per search), the counter, single videos. */
  videos: () => ['videos'] as const,
  videoList: (search: string) => ['videos', 'list', search] as const,
  videoCount: () => ['videos', 'count'] as const,
  video: (id: string) => ['videos', 'detail', id] as const,
  /** Every batch query: the list, single batches, the archives' "from a batch" lookups. */
  batches: () => ['batches'] as const,
  batchList: () => ['batches', 'list'] as const,
  batch: (id: string) => ['batches', 'detail', id] as const,
  batchItems: (studio: string, ids: readonly string[]) => ['batches', 'items', studio, ids] as const,
  /** The user's brand kits and the team's: Settings -> Brand kits, every studio's picker, a batch's kit. */
  brandKits: () => ['brand-kits'] as const,
  /** Every schedule query: the calendar's ranges, the dashboard's next ones, an item's schedules. */
  schedules: () => ['schedules'] as const,
  calendar: (from: string, to: string, platform: string) =>
    ['schedules', 'calendar', from, to, platform] as const,
  upcomingSchedules: () => ['schedules', 'upcoming'] as const,
  itemSchedules: (itemId: string) => ['schedules', 'item', itemId] as const,
  /** The header's in-app notifications. */
  inbox: () => ['inbox'] as const,
  profile: () => ['profile'] as const,
  notifications: () => ['notifications'] as const,
  passwordResetToken: (token: string) => ['password-reset-token', token] as const,
  adminOutbox: () => ['admin', 'outbox'] as const,
  adminContactMessages: () => ['admin', 'contact-messages'] as const,
  adminGenerationSettings: () => ['admin', 'generation-settings'] as const,
  /** Every back-office users query: the lists (one per filter), details, the staff. */
  adminUsers: () => ['admin', 'users'] as const,
  adminUserList: (filters: { q: string; status: string; sort: string }) =>
    ['admin', 'users', 'list', filters] as const,
  adminUser: (id: string) => ['admin', 'users', 'detail', id] as const,
  adminStaff: () => ['admin', 'users', 'staff'] as const,
  adminAudit: (filters: Record<string, string>) => ['admin', 'audit', filters] as const,
  adminStats: () => ['admin', 'stats'] as const,
  adminSetup: () => ['admin', 'setup'] as const,
  adminPlanAccess: () => ['admin', 'plan-access'] as const,
  /** A model server's model or voice list, as the settings page asked for it. */
  adminServerList: (what: 'models' | 'voices', kind: string, baseUrl: string, useStoredKey: boolean) =>
    ['admin', 'generation-servers', what, kind, baseUrl, useStoredKey] as const,
};
