/**
 * The English and French catalogs, one JSON file per namespace and language.
 * Both languages must hold the same keys (checked by resources.test.ts).
 */
import enApp from '../locales/en/app.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enEmail from '../locales/en/email.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enOnboarding from '../locales/en/onboarding.json' with { type: 'json' };
import enPublic from '../locales/en/public.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import frApp from '../locales/fr/app.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frEmail from '../locales/fr/email.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frLegal from '../locales/fr/legal.json' with { type: 'json' };
import frOnboarding from '../locales/fr/onboarding.json' with { type: 'json' };
import frPublic from '../locales/fr/public.json' with { type: 'json' };
import frSettings from '../locales/fr/settings.json' with { type: 'json' };

export const resources = {
  en: {
    app: enApp,
    auth: enAuth,
    common: enCommon,
    email: enEmail,
    errors: enErrors,
    legal: enLegal,
    onboarding: enOnboarding,
    public: enPublic,
    settings: enSettings,
  },
  fr: {
    app: frApp,
    auth: frAuth,
    common: frCommon,
    email: frEmail,
    errors: frErrors,
    legal: frLegal,
    onboarding: frOnboarding,
    public: frPublic,
    settings: frSettings,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];
export const defaultNamespace: Namespace = 'common';
