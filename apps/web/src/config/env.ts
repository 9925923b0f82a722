/**
 * Who publishes this instance, who hosts it and who processes its data: the legal notice (LCEN art. 1-1 and
 * 6-III) and the privacy policy print these. Each operator builds its own instance with its own values
 * (apps/web/README.md, "Legal notice and privacy"); they are read at build time because the public pages are
 * prerendered. Unset or blank means "not given": with no publisher name the pages say this is a local or demo
 * instance rather than inventing an identity.
 */
export interface OperatorConfig {
  corporateName: string | null;
  legalForm: string | null;
  /** With its currency, as it should read: "10 000 €". */
  shareCapital: string | null;
  registeredOffice: string | null;
  /** "RCS Lyon 123 456 789" (RCS and SIREN). */
  rcs: string | null;
  vatNumber: string | null;
  phone: string | null;
  email: string | null;
  publicationDirector: string | null;
  dataProtectionContact: string | null;
  host: { name: string | null; address: string | null; phone: string | null };
  processors: { emailDelivery: string | null; payment: string | null };
}

/** The build variables of OperatorConfig; documented in apps/web/README.md. */
export const operatorEnvNames = {
  corporateName: 'VITE_PUBLISHER_NAME',
  legalForm: 'VITE_PUBLISHER_LEGAL_FORM',
  shareCapital: 'VITE_PUBLISHER_SHARE_CAPITAL',
  registeredOffice: 'VITE_PUBLISHER_ADDRESS',
  rcs: 'VITE_PUBLISHER_RCS',
  vatNumber: 'VITE_PUBLISHER_VAT_NUMBER',
  phone: 'VITE_PUBLISHER_PHONE',
  email: 'VITE_PUBLISHER_EMAIL',
  publicationDirector: 'VITE_PUBLICATION_DIRECTOR',
  dataProtectionContact: 'VITE_DATA_PROTECTION_CONTACT',
  hostName: 'VITE_HOST_NAME',
  hostAddress: 'VITE_HOST_ADDRESS',
  hostPhone: 'VITE_HOST_PHONE',
  emailDelivery: 'VITE_PROCESSOR_EMAIL_DELIVERY',
  payment: 'VITE_PROCESSOR_PAYMENT',
} as const;

export function readOperatorConfig(vars: Record<string, unknown>): OperatorConfig {
  const read = (key: keyof typeof operatorEnvNames): string | null => {
    const value = vars[operatorEnvNames[key]];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  return {
    corporateName: read('corporateName'),
    legalForm: read('legalForm'),
    shareCapital: read('shareCapital'),
    registeredOffice: read('registeredOffice'),
    rcs: read('rcs'),
    vatNumber: read('vatNumber'),
    phone: read('phone'),
    email: read('email'),
    publicationDirector: read('publicationDirector'),
    dataProtectionContact: read('dataProtectionContact'),
    host: { name: read('hostName'), address: read('hostAddress'), phone: read('hostPhone') },
    processors: { emailDelivery: read('emailDelivery'), payment: read('payment') },
  };
}

/** Build-time configuration of the web app; the only place that reads import.meta.env. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/v1',
  isDev: import.meta.env.DEV,
  operator: readOperatorConfig(import.meta.env),
} as const;

/** SPEC section 9: every call gives up after 20 s. */
export const API_TIMEOUT_MS = 20_000;

/** SPEC section 4: the tutorial starts about one second after load. */
export const TUTORIAL_DELAY_MS = 1_000;
