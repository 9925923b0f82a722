import { contactEndpoints } from '@carbon/contracts/contact';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(service: ContactService): BoundEndpoint[] {
  return [handle(contactEndpoints.send, ({ body, request }) => service.receive(body, request.ip))];
}
