import { resources } from '@carbon/i18n/resources';
import { describe, expect, it } from 'vitest';
import { storageKeys } from './storage';

describe('browser storage', () => {
  it.each(['en', 'fr'] as const)('lists every key the app keeps in the cookies policy (%s)', (locale) => {
    const listed = resources[locale].legal.cookies.table.rows.map((row) => row[0]);
    expect([...listed].sort()).toEqual(Object.values(storageKeys).sort());
  });
});
