import { z } from 'zod';
import { roleSchema } from './permissions.js';
import { PROFILE_FIELD_MAX_LENGTH } from './constants.js';
import { languageSchema, personName } from './auth.js';
import { timeZoneSchema } from './time-zone-schema.js';

const optionalText = z.string().trim().max(PROFILE_FIELD_MAX_LENGTH, 'field_too_long');

const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/**
 * A Romanian fiscal code (CUI/CIF): an optional `RO`, then 2 to 10 digits whose last is the
 * check digit: the other digits, right-aligned on the key 753217532, weighted and summed;
 * times 10, modulo 11 (10 counts as 0).
 */
export function isValidCui(raw: string): boolean {
  const value = raw.replace(/\s+/g, '').replace(/^ro/i, '');
  if (!/^\d{2,10}$/.test(value)) return false;
  const body = value.slice(0, -1).padStart(9, '0');
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * CUI_KEY[i]!, 0);
  const check = ((sum * 10) % 11) % 10;
  return check === Number(value.at(-1));
}

/** The CUI field: empty (not a company) or a valid fiscal code. */
export const cuiSchema = optionalText.refine((v) => v === '' || isValidCui(v), 'cui_invalid');

/** GET /api/profile, PATCH /api/profile answer. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Owner or administrator (settings, roles); `role` says which. */
  isAdmin: z.boolean(),
  role: roleSchema,
  language: languageSchema,
  /**
   * The IANA zone schedules are chosen in and the calendar shows; '' until the web first
   * reports the browser's own (then changeable in Settings).
   */
  timeZone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  company: z.string(),
  cui: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile — e-mail is not changeable, so it is not part of the body. */
export const updateProfileBodySchema = z
  .object({
    name: personName,
    address: optionalText,
    city: optionalText,
    country: optionalText,
    company: optionalText,
    cui: cuiSchema,
    language: languageSchema,
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** GET and PUT /api/notifications */
export const notificationPrefsSchema = z
  .object({ emailNotifications: z.boolean(), marketingEmails: z.boolean() })
  .strict();
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
