import { z } from 'zod';
import { PROFILE_FIELD_MAX_LENGTH } from './constants.js';
import { languageSchema, personName } from './auth.js';

const optionalText = z.string().trim().max(PROFILE_FIELD_MAX_LENGTH, 'field_too_long');

/** GET /api/profile, PATCH /api/profile answer. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  language: languageSchema,
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
    cui: optionalText,
    language: languageSchema,
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** GET and PUT /api/notifications */
export const notificationPrefsSchema = z
  .object({ emailNotifications: z.boolean(), marketingEmails: z.boolean() })
  .strict();
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
