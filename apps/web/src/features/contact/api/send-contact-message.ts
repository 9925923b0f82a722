import { contactEndpoints, type ContactMessage, type ContactMessageResponse } from '@carbon/contracts/contact';
import { callApi } from '@/lib/api-client';

/**
 * POST /contact-messages. Public pages have no query client (the public layout stays light), so the
 * form calls the API client directly and keeps its own sending state. A public endpoint: a visitor's
 * stale token is neither sent nor able to sign anyone out.
 */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return callApi(contactEndpoints.send, { body: message });
}
