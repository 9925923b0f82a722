import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { t, type AppLocale } from './i18n.ts';

/** Page regions and controls shared by several tests, found by role and the catalog's words. */

export const cookieBanner = (page: Page, locale: AppLocale) =>
  page.getByRole('region', { name: t(locale, 'common.cookie_banner.title') });

export const sidebar = (page: Page, locale: AppLocale) => page.getByRole('navigation', { name: t(locale, 'app.nav.label') });

/** A toast: an item of the notifications region (Radix Toast, whose announcer is a separate live region). */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: text });

/** The sign-in tab of /login; the create-account tab is a sibling panel. */
export const signInPanel = (page: Page, locale: AppLocale) => page.getByRole('tabpanel', { name: t(locale, 'auth.login.tab') });
export const registerPanel = (page: Page, locale: AppLocale) => page.getByRole('tabpanel', { name: t(locale, 'auth.register.tab') });

export async function fillSignIn(page: Page, locale: AppLocale, email: string, password: string): Promise<void> {
  const panel = signInPanel(page, locale);
  await panel.getByLabel(t(locale, 'auth.fields.email'), { exact: true }).fill(email);
  await panel.getByLabel(t(locale, 'auth.fields.password'), { exact: true }).fill(password);
  await panel.getByRole('button', { name: t(locale, 'auth.login.submit'), exact: true }).click();
}

/** Signs in through /login and waits until the app has taken the user somewhere else. */
export async function signInViaForm(page: Page, locale: AppLocale, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await fillSignIn(page, locale, email, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Opens the account menu of the top bar and picks an entry. */
export async function userMenu(page: Page, locale: AppLocale, entry: 'settings' | 'subscription' | 'logout'): Promise<void> {
  await page.getByRole('button', { name: t(locale, 'app.user_menu.label') }).click();
  await page.getByRole('menuitem', { name: t(locale, `app.user_menu.${entry}`) }).click();
}

/**
 * Switches the language on the public site with the header's switch: a plain link to the same page in
 * the other language, named by that language ("Français (switch language)").
 */
export async function switchPublicLanguage(page: Page, to: AppLocale): Promise<void> {
  const name = t(to, `common.language.names.${to}`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${name}\\b`) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Switches the language inside the app with the top bar's language menu. */
export async function switchAppLanguage(page: Page, from: AppLocale, to: AppLocale): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(from, 'common.language.menu_label') })
    .click();
  await page.getByRole('menuitemradio', { name: t(to, `common.language.names.${to}`) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Picks an option of a styled select (a Radix listbox): opens it, clicks the option, checks it shows. */
export async function chooseOption(select: Locator, label: string): Promise<void> {
  await select.click();
  await select.page().getByRole('option', { name: label, exact: true }).click();
  await expect(select).toHaveText(label);
}

/** The native select labelled `label` shows `text` as its chosen option. */
export async function expectSelected(select: Locator, text: string): Promise<void> {
  await expect(select.locator('option:checked')).toHaveText(text);
}

/**
 * Waits until a prerendered public page is interactive. Its markup arrives complete, but until React has
 * hydrated it a click on a form's submit button is a native GET to the same URL. The cookie banner is
 * rendered only in the browser, after hydration, for a visitor who has not answered: its appearance
 * says the page is live. Answers it with "Essential Only" so it no longer covers the bottom of the page.
 */
export async function waitForHydratedPublicPage(page: Page, locale: AppLocale): Promise<void> {
  const banner = cookieBanner(page, locale);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t(locale, 'common.cookie_banner.essential_only'), exact: true }).click();
  await expect(banner).toBeHidden();
}

