import { type ContactMessageBody, contactMessageBodySchema } from '@forja/contracts';

export type ContactField = 'name' | 'email' | 'message';
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * The server's own schema, so the form refuses exactly what the server would. Loaded on
 * first use (zod stays out of the landing page's first download).
 */
export function validateContact(values: Record<ContactField, string>): {
  data?: ContactMessageBody;
  errors: ContactErrors;
} {
  const parsed = contactMessageBodySchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
