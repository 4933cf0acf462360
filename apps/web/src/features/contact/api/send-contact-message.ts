import type { ContactMessageBody } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/contact (public): stores the message and tells the administrators. */
export function sendContactMessage(body: ContactMessageBody): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/contact', body);
}
