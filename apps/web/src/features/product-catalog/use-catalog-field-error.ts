import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/errors';

const CATALOG_PREFIX = 'catalog.';

/**
 * The catalog contract's own messages are keys of the `catalog` namespace ('catalog.validation.name_required',
 * the SPEC texts); the shared ones are keys of `errors`. Either becomes words in the user's language.
 */
export function useCatalogFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('catalog');
  const sharedFieldError = useFieldErrorText();
  return useCallback(
    (message: string | undefined) => {
      if (!message?.startsWith(CATALOG_PREFIX)) return sharedFieldError(message);
      // Keys come from the contract at run time; an unknown one falls back to the generic text.
      return t(message.slice(CATALOG_PREFIX.length) as 'validation.name_required', { defaultValue: sharedFieldError('errors.invalid_input') });
    },
    [t, sharedFieldError],
  );
}
