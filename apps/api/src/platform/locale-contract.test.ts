import { localeSchema } from '@carbon/contracts/common';
import { supportedLocales, type AppLocale } from '@carbon/i18n/locale';
import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';

/**
 * The contracts depend only on zod, so their locale schema repeats the language list of @carbon/i18n; the API
 * is where both meet. A language in one list and not the other would be accepted by a form and refused by the API.
 */
describe('the locale of the contracts', () => {
  it('accepts exactly the languages of the product', () => {
    expect(localeSchema.options).toEqual([...supportedLocales]);
    expectTypeOf<z.infer<typeof localeSchema>>().toEqualTypeOf<AppLocale>();
  });
});
