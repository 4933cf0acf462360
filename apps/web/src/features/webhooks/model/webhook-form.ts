import {
  createWebhookBodySchema,
  WEBHOOK_EVENTS,
  type CreateWebhookBody,
  type WebhookEvent,
} from '@forja/contracts';

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}
export type WebhookField = keyof WebhookFormValues;

export const EMPTY_WEBHOOK_FORM: WebhookFormValues = { url: '', events: [], description: '' };

export function webhookBodyOf(values: WebhookFormValues): CreateWebhookBody {
  return {
    url: values.url.trim(),
    events: WEBHOOK_EVENTS.filter((event) => values.events.includes(event)),
    description: values.description,
  };
}

/** The contracts' check, as field -> message key (validation.json), first problem per field. */
export function validateWebhookForm(values: WebhookFormValues): Partial<Record<WebhookField, string>> {
  const parsed = createWebhookBodySchema.safeParse(webhookBodyOf(values));
  if (parsed.success) return {};
  const errors: Partial<Record<WebhookField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as WebhookField;
    errors[field] ??= issue.message;
  }
  return errors;
}
