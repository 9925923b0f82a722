import { z } from 'zod';
import { emailSchema, localeSchema, optionalText, requiredText } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The public contact form (/contact): the same schema checks the form in the browser and the body on
 * the server, so both sides refuse the same input with the same words (keys of the `errors` namespace).
 */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  subject: 160,
  messageMin: 20,
  messageMax: 5000,
} as const;

export const contactMessageKeys = {
  consentRequired: 'errors.contact_consent_required',
  messageTooShort: 'errors.contact_message_too_short',
} as const;

export const contactMessageInputSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: emailSchema,
  company: optionalText(CONTACT_LIMITS.company).optional().default(''),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.messageMax, { multiline: true }).min(CONTACT_LIMITS.messageMin, {
    error: contactMessageKeys.messageTooShort,
  }),
  // Consent to be answered at this address; storing the message without it would have no legal basis.
  consent: z
    .boolean({ error: contactMessageKeys.consentRequired })
    .refine((given) => given, { error: contactMessageKeys.consentRequired }),
  /** The language to answer in; the form sends the interface language. */
  locale: localeSchema.optional().default('en'),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessage = z.output<typeof contactMessageInputSchema>;

export const contactMessageResponseSchema = z.object({
  id: z.uuid(),
  received_at: z.iso.datetime(),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/contact-messages',
    auth: 'none',
    tags: ['contact'],
    summary: 'Send a message to the team through the public contact form',
    description:
      'Public. The message is stored, then emailed to the team. More than 5 messages within an hour from one client address, or from one email address, answer 429.',
    body: contactMessageInputSchema,
    success: { status: 201, schema: contactMessageResponseSchema },
    errors: [400, 413, 422, 429],
  }),
};
