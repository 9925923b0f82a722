import { env, type OperatorConfig } from '@/config/env';

/**
 * The company that publishes the website and runs the service, its host and its processors: the details French
 * law requires on the legal notice (LCEN article 1-1 and 6-III) and the GDPR in the privacy policy (articles 13
 * and 28). They come from the build's configuration (config/env.ts, documented in apps/web/README.md), so each
 * operator of an instance publishes its own. Never put invented numbers in a default: an RCS or VAT number is
 * checked by anyone who reads it.
 */
export type PublisherDetails = OperatorConfig;

export const publisher: PublisherDetails = env.operator;

/** No publisher configured: a developer's machine or a demo, which the legal pages say plainly. */
export function isDemoInstance(details: PublisherDetails = publisher): boolean {
  return details.corporateName === null;
}

export type NoticeField =
  | 'corporate_name'
  | 'legal_form'
  | 'share_capital'
  | 'registered_office'
  | 'rcs'
  | 'vat_number'
  | 'phone'
  | 'email'
  | 'publication_director'
  | 'host_name'
  | 'host_address'
  | 'host_phone';

export type PrivacyField =
  | 'controller'
  | 'controller_address'
  | 'controller_email'
  | 'data_protection_contact'
  | 'processor_hosting'
  | 'processor_email'
  | 'processor_payment';

/** Which details each section of the legal notice lists, by the section's id in the legal catalog. */
export function noticeFacts(details: PublisherDetails = publisher): Record<string, [NoticeField, string | null][]> {
  return {
    publisher: [
      ['corporate_name', details.corporateName],
      ['legal_form', details.legalForm],
      ['share_capital', details.shareCapital],
      ['registered_office', details.registeredOffice],
      ['rcs', details.rcs],
      ['vat_number', details.vatNumber],
      ['phone', details.phone],
      ['email', details.email],
    ],
    director: [['publication_director', details.publicationDirector]],
    host: [
      ['host_name', details.host.name],
      ['host_address', details.host.address],
      ['host_phone', details.host.phone],
    ],
  };
}

/** Which details each section of the privacy policy lists: the controller, its data protection contact, the processors. */
export function privacyFacts(details: PublisherDetails = publisher): Record<string, [PrivacyField, string | null][]> {
  return {
    controller: [
      ['controller', details.corporateName],
      ['controller_address', details.registeredOffice],
      ['controller_email', details.email],
    ],
    data_protection: [['data_protection_contact', details.dataProtectionContact ?? details.email]],
    processors: [
      ['processor_hosting', details.host.name],
      ['processor_email', details.processors.emailDelivery],
      ['processor_payment', details.processors.payment],
    ],
  };
}

/** The legal notice in each language: the French one at its French address (/cgu's twin), linked from every footer. */
export const noticePaths = { en: '/legal/notice', fr: '/mentions-legales' } as const;
