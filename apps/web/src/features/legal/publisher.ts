/**
 * The company that publishes the website and runs the service, and its host: the details French law
 * requires on the legal notice (LCEN article 6, III), in this one place. Until the founders fill them
 * in, the page says each detail is available on request through the contact form, as the terms of use
 * already do. Never put invented numbers here: an RCS or VAT number is checked by anyone who reads it.
 */
export interface PublisherDetails {
  corporateName: string | null;
  legalForm: string | null;
  /** With its currency, as it should read: "10 000 €". */
  shareCapital: string | null;
  registeredOffice: string | null;
  /** "RCS Lyon 123 456 789". */
  rcs: string | null;
  vatNumber: string | null;
  phone: string | null;
  email: string | null;
  publicationDirector: string | null;
  host: {
    name: string | null;
    address: string | null;
    phone: string | null;
  };
}

export const publisher: PublisherDetails = {
  corporateName: null,
  legalForm: null,
  shareCapital: null,
  registeredOffice: null,
  rcs: null,
  vatNumber: null,
  phone: null,
  email: null,
  publicationDirector: null,
  host: { name: null, address: null, phone: null },
};

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

/** The legal notice in each language: the French one at its French address (/cgu's twin), linked from every footer. */
export const noticePaths = { en: '/legal/notice', fr: '/mentions-legales' } as const;
