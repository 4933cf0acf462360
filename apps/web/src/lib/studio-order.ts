import { STUDIOS, type Studio } from '@forja/contracts';

/**
 * `items` in the contracts' order of studios (STUDIOS), the one the dashboard's counters and
 * the pricing lines follow; apart from lib/studio.ts so the shell does not carry it.
 */
export function inStudioOrder<T extends { id: Studio }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => STUDIOS.indexOf(a.id) - STUDIOS.indexOf(b.id));
}
