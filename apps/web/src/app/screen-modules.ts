import { paths } from '@/config/paths';
import { withNamespaces } from '@/lib/app-i18n';
import type { ScreenModule } from '@/lib/studio';
import { studioScreenModule } from './studio-screens';
import { STUDIO_LIST } from './studios';

/*
 * The signed-in screens a link may lead to, each loaded on demand (its own chunk, with its
 * translation namespaces: lib/app-i18n.ts). The route
 * table loads them through these same functions, so a screen fetched early, when the
 * pointer rests on (or the keyboard reaches) a link to it, is the module the router then
 * renders: moving between studios does not wait for the network.
 */
export const screenModules: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  [paths.dashboard]: withNamespaces(['dashboard', 'billing'], () => import('./routes/dashboard/dashboard')),
  ...Object.fromEntries(STUDIO_LIST.map((studio) => [studio.screen.path, studioScreenModule(studio)])),
  [paths.settings]: withNamespaces(
    ['settings', 'brand-kits', 'connections', 'billing'],
    () => import('./routes/settings/settings'),
  ),
  [paths.pricing]: withNamespaces(['billing'], () => import('./routes/billing/pricing')),
  [paths.batches]: withNamespaces(['batches'], () => import('./routes/batches/batches')),
  [paths.newBatch]: withNamespaces(['batches'], () => import('./routes/batches/new-batch')),
  [paths.calendar]: withNamespaces(['calendar'], () => import('./routes/calendar/calendar')),
};

const preloaded = new Set<string>();

/** Starts loading the screen at `pathname` (a no-op for other paths and the second time). */
export function preloadScreen(pathname: string): void {
  const load = screenModules[pathname];
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
