import { paths } from '@/config/paths';

/*
 * The signed-in screens a link may lead to, each loaded on demand (its own chunk). The route
 * table loads them through these same functions, so a screen fetched early, when the
 * pointer rests on (or the keyboard reaches) a link to it, is the module the router then
 * renders: moving between studios does not wait for the network.
 */
export const screenModules = {
  [paths.dashboard]: () => import('./routes/dashboard/dashboard'),
  [paths.createArticle]: () => import('./routes/generate/create-article'),
  [paths.generateImage]: () => import('./routes/generate/generate-image'),
  [paths.generateAudio]: () => import('./routes/generate/generate-audio'),
  [paths.generateVideo]: () => import('./routes/generate/generate-video'),
  [paths.generateVideoScript]: () => import('./routes/generate/generate-video-script'),
  [paths.settings]: () => import('./routes/settings/settings'),
  [paths.pricing]: () => import('./routes/billing/pricing'),
} as const;

const preloaded = new Set<string>();

/** Starts loading the screen at `pathname` (a no-op for other paths and the second time). */
export function preloadScreen(pathname: string): void {
  const load = (screenModules as Record<string, (() => Promise<unknown>) | undefined>)[pathname];
  if (!load || preloaded.has(pathname)) return;
  preloaded.add(pathname);
  // A failed preload is retried by the router when the link is followed.
  load().catch(() => preloaded.delete(pathname));
}

/** The screen a link in `event` points at, preloaded; for pointer and focus listeners on the document. */
export function preloadLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadScreen(link.pathname);
}
