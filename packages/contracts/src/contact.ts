import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH, LANGUAGES, NAME_MAX_LENGTH } from './constants.js';

/*
 * POST /api/contact (public). Messages are keys of the `validation` locale namespace, so
 * the landing's form and the server's 400 answer speak the same language.
 */
export const contactMessageBodySchema = z
  .object({
    name: z
      .string({ error: 'contact_name_required' })
      .trim()
      .min(1, 'contact_name_required')
      .max(NAME_MAX_LENGTH, 'name_too_long'),
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, 'email_required')
      .max(EMAIL_MAX_LENGTH, 'email_too_long')
      .pipe(z.email('email_invalid')),
    message: z
      .string({ error: 'contact_message_required' })
      .trim()
      .min(1, 'contact_message_required')
      .max(CONTACT_MESSAGE_MAX_LENGTH, 'contact_message_too_long'),
    /** The page's language, so a reply can be written in it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() });

/** GET /api/admin/contact-messages: newest first. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** When an administrator marked it as handled; null while it is open. */
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.object({
  items: z.array(contactMessageSchema),
  /** Messages not handled yet, across the whole inbox. */
  openCount: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

/** PATCH /api/admin/contact-messages/:id */
export const updateContactMessageBodySchema = z.object({ handled: z.boolean() }).strict();
export const contactMessageIdParamsSchema = z.object({ id: z.uuid() });
