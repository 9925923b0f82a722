import { contactMessageInputSchema, contactMessageResponseSchema } from '@carbon/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/openapi.ts';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(service: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact-messages',
      {
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the team through the public contact form',
          description:
            'Public. The message is stored, then emailed to the team. More than 5 messages within an hour from one client address, or from one email address, answer 429.',
          body: contactMessageInputSchema,
          response: { 201: contactMessageResponseSchema, ...errorResponses(400, 413, 422, 429) },
        },
      },
      async (request, reply) => reply.code(201).send(await service.receive(request.body, request.ip)),
    );
  };
}
