import type { LucideIcon } from 'lucide-react';
import type { Studio } from '@forja/contracts';
import type { ItemAction, WebStudio } from './studio';

/*
 * The entries studios add to other archives' items, and the link they follow: a studio's
 * wizard opened with `?from=<studio>:<id>`, the item it starts from. Apart from lib/studio.ts,
 * which the signed-in shell carries, since only the archives and the wizards need them.
 */

/** The query parameter naming the item a studio starts from: `?from=<studio>:<id>`. */
export const FROM_ITEM_PARAM = 'from';

/** A link to `path` (a studio's wizard) that starts from item `id` of studio `source`'s archive. */
export function fromItemPath(path: string, source: Studio, id: string): string {
  return `${path}?${FROM_ITEM_PARAM}=${source}:${encodeURIComponent(id)}`;
}

/** The item a wizard was opened from (`?from=<studio>:<id>`), or null. */
export function readFromItem(search: URLSearchParams): { studio: string; id: string } | null {
  const value = search.get(FROM_ITEM_PARAM);
  const colon = value?.indexOf(':') ?? -1;
  if (!value || colon < 1 || colon === value.length - 1) return null;
  return { studio: value.slice(0, colon), id: value.slice(colon + 1) };
}

export interface ResolvedItemAction {
  key: string;
  labelKey: ItemAction['labelKey'];
  icon: LucideIcon;
  href: (id: string) => string;
}

/** The actions other studios add to the items of `studio`'s archive, each linking to its wizard. */
export function itemActionsFor(studios: readonly WebStudio[], studio: Studio): ResolvedItemAction[] {
  return studios.flatMap((contributor) =>
    (contributor.itemActions ?? [])
      .filter((action) => action.on.includes(studio))
      .map((action) => ({
        key: `${contributor.id}:${action.labelKey}`,
        labelKey: action.labelKey,
        icon: action.icon,
        href: (id: string) => fromItemPath(contributor.screen.path, studio, id),
      })),
  );
}
