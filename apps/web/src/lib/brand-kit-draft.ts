import { z } from 'zod';
import { brandBriefOf, brandBriefSchema, type BrandBrief, type BrandKit } from '@forja/contracts';

/*
 * What a studio's draft keeps of the brand kit chosen on its options step (the picker:
 * components/brand-kit/brand-kit-picker.tsx): the kit's id, so the picker shows it after a
 * reload, and, for the studios whose text kinds take one, the kit's brief, sent with the
 * generation as `brand`. A studio maps the kit's values to its own options itself.
 */

/** Undefined until the draft chooses (the default kit is then taken), null for "None". */
export const brandKitIdField = () => z.string().nullable().optional().catch(undefined);
/** The chosen kit's brief as it was chosen (a later edit of the kit is taken by choosing it again). */
export const brandBriefField = () => brandBriefSchema.nullable().catch(null);

export interface BrandChoice {
  brandKitId?: string | null;
  brand: BrandBrief | null;
}

/** The draft's kit and brief for a chosen kit (null: none). */
export function brandChoiceOf(kit: BrandKit | null): BrandChoice {
  return kit ? { brandKitId: kit.id, brand: brandBriefOf(kit) } : { brandKitId: null, brand: null };
}

/** The generation input's `brand`, present only when a kit was chosen. */
export function brandInput(brand: BrandBrief | null): { brand?: BrandBrief } {
  return brand ? { brand } : {};
}

/** Only the values the studio has (kitChoice gives undefined for the others): they keep their own. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
