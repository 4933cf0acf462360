import { z } from 'zod';
import { IDEA_MAX_LENGTH, IDEA_MIN_LENGTH, TITLE_MAX_LENGTH, TITLES_KEPT } from '../generation-options.js';

/* The input fields several studios' kinds share: what the user wants, and a chosen title. */

export const ideaSchema = z
  .string()
  .trim()
  .max(IDEA_MAX_LENGTH, 'field_too_long')
  .refine((v) => v.length > IDEA_MIN_LENGTH, 'idea_min_length');

export const titleSchema = z.string().trim().min(1, 'title_required').max(TITLE_MAX_LENGTH, 'field_too_long');

/** A title-ideas step's answer (articles and videos). */
export const titleIdeasOutputSchema = z.object({ titles: z.array(z.string()).max(TITLES_KEPT) });
