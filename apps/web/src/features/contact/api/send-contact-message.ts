import type { ContactMessage, ContactMessageResponse } from '@carbon/contracts/contact';
import { api } from '@/lib/api-client';

/**
 * POST /contact-messages. Public pages have no query client (the public layout stays light), so the
 * form calls the API client directly and keeps its own sending state. Anonymous: a visitor's stale
 * token must neither be sent nor sign anyone out.
 */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return api.post<ContactMessageResponse>('/contact-messages', message, { anonymous: true });
}
