import type { ContactMessageResponse } from '@carbon/contracts/contact';
import type { StoredContactMessage } from './contact.repository.ts';

export function toContactMessageResponse(row: StoredContactMessage): ContactMessageResponse {
  return { id: row.id, received_at: row.createdAt.toISOString() };
}
