import { publicEndpoints, type ContactMessageBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** POST /api/contact (public): stores the message and tells the administrators. */
export function sendContactMessage(body: ContactMessageBody): Promise<{ id: string }> {
  return apiCall(publicEndpoints.contact, { body });
}
