import type { StudioContract } from './define-studio.js';
import type { STUDIO_LIST } from './index.js';

type IdsOf<L extends readonly StudioContract[]> = { readonly [I in keyof L]: L[I]['id'] };

/**
 * Every studio's id, in STUDIO_LIST's order (index.ts; the order the product shows them: plan
 * access, the dashboard's counters, the pricing lines): what plan access opens or closes.
 * Plain values, apart from the studios' declarations (and zod), so a page can order or check
 * studios without loading them; `satisfies` fails to compile when they differ from the list.
 */
export const STUDIOS = [
  'article',
  'image',
  'videoScript',
  'video',
  'voiceOver',
  'socialPosts',
] as const satisfies IdsOf<typeof STUDIO_LIST>;
