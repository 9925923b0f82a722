import type { resources } from '@carbon/i18n/resources';

// Typed keys: a misspelt or missing catalog key fails the type check instead of showing the raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
