import { sql } from 'drizzle-orm';
import { generations } from './schema/index.js';

/*
 * Whether Forja's offline stand-in made a result rather than a model: the builtin provider
 * (template texts, procedural pictures; for speech, the offline synthesizer) ran the
 * generation, or drew its pictures (a video's scenes). The studios label such results, their
 * archive cards and library items, so nobody takes them for a model's work. One rule, read
 * from the generation a result or saved item keeps.
 */

const BUILTIN = 'builtin';

/** For a generation row. */
export function isDemoOutput(row: { provider: string; imageProvider: string | null }): boolean {
  return row.provider === BUILTIN || row.imageProvider === BUILTIN;
}

/**
 * The same rule as a column of a query that left-joins `generations` on the saved item's
 * generation: false when the item has no generation (written by hand, or unknown).
 */
export const demoOutputColumn = sql<boolean>`coalesce(${generations.provider} = ${BUILTIN} OR ${generations.imageProvider} = ${BUILTIN}, false)`;
