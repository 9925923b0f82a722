import type { UserProfile } from '@carbon/contracts/auth';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { findToast, jsonResponse, renderWithProviders, setupI18n, testProfile } from '@/test/render';
import { ProfileForm } from './profile-form';
import { RegionForm } from './region-form';

const profile: UserProfile = { ...testProfile, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

const texts = {
  en: {
    firstName: 'First name',
    saveProfile: 'Save the profile',
    profileSaved: ['Profile updated', 'Name saved: Augusta Lovelace'],
    currency: 'Currency',
    dollar: 'US Dollar (USD)',
    saveRegion: 'Save country and currency',
    regionSaved: ['Country and currency updated', 'France, US Dollar (USD)'],
  },
  fr: {
    firstName: 'Prénom',
    saveProfile: 'Enregistrer le profil',
    profileSaved: ['Profil mis à jour', 'Nom enregistré : Augusta Lovelace'],
    currency: 'Devise',
    dollar: 'dollar des États-Unis (USD)',
    saveRegion: 'Enregistrer le pays et la devise',
    regionSaved: ['Pays et devise mis à jour', 'France, dollar des États-Unis (USD)'],
  },
} as const;

/** Each settings form's toast says what it saved (issue 7, section 7): not "Profile updated" for the currency. */
describe.each(['en', 'fr'] as const)('settings toasts (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    jsonResponse({ ...profile, ...JSON.parse(init!.body as string) }),
  );

  async function setup(form: ReactElement) {
    await setupI18n(locale);
    vi.stubGlobal('fetch', fetchMock);
    signIn({ access_token: 'tok', user: profile });
    renderWithProviders(form);
    return userEvent.setup();
  }

  afterEach(async () => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
    signOut();
    await i18n.changeLanguage('en');
  });

  it('the profile form names the saved name', async () => {
    const user = await setup(<ProfileForm profile={profile} />);
    await user.clear(screen.getByLabelText(text.firstName));
    await user.type(screen.getByLabelText(text.firstName), 'Augusta');
    await user.click(screen.getByRole('button', { name: text.saveProfile }));
    const toast = await findToast(text.profileSaved[0]);
    expect(toast).toHaveTextContent(text.profileSaved[1]);
  });

  it('the country and currency form says it saved the country and the currency', async () => {
    const user = await setup(<RegionForm profile={profile} />);
    await user.selectOptions(screen.getByLabelText(text.currency), 'USD');
    expect(screen.getByLabelText(text.currency)).toHaveDisplayValue(text.dollar);
    await user.click(screen.getByRole('button', { name: text.saveRegion }));
    const toast = await findToast(text.regionSaved[0]);
    expect(toast).toHaveTextContent(text.regionSaved[1]);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      country: 'FR',
      currency: 'USD',
    });
  });
});
