import type { Page } from '@playwright/test';
import { teamAddress } from '../support/env.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { waitForMail } from '../support/mail.ts';
import { waitForHydratedPublicPage } from '../support/ui.ts';

/**
 * The public contact form (SPEC section 2): field errors in the page's language (the contract's
 * messages), a bad email address, then a message that reaches the team's mailbox (the server writes
 * it as an .eml file, since the e2e server has no SMTP_URL).
 */

const visitors: Record<AppLocale, { name: string; company: string; subject: string; message: string }> = {
  en: {
    name: 'Grace Hopper',
    company: 'Hopper Logistics Ltd',
    subject: 'Scope 3 for a freight forwarder',
    message: 'We move 40,000 tonnes a year by road and sea. Which factors do you use for chartered vessels?',
  },
  fr: {
    name: 'Hélène Dupré',
    company: 'Dupré Emballages SAS',
    subject: 'BEGES et CSRD pour une PME',
    message: "Nous avons 320 salariés en métropole : devons-nous publier un BEGES, et à partir de quand la CSRD s'applique-t-elle ?",
  },
};

function contactForm(page: Page, locale: AppLocale) {
  const L = (key: string) => t(locale, key);
  const form = page.getByRole('form', { name: L('contact.form.legend') });
  return {
    form,
    name: form.getByRole('textbox', { name: L('contact.form.name'), exact: true }),
    email: form.getByRole('textbox', { name: L('contact.form.email'), exact: true }),
    company: form.getByRole('textbox', { name: L('contact.form.company'), exact: true }),
    subject: form.getByRole('textbox', { name: L('contact.form.subject'), exact: true }),
    message: form.getByRole('textbox', { name: L('contact.form.message'), exact: true }),
    consent: form.getByRole('checkbox', { name: L('contact.form.consent') }),
    submit: form.getByRole('button', { name: L('contact.form.submit'), exact: true }),
  };
}

for (const locale of ['en', 'fr'] as const) {
  test(`contact form: field errors, a bad email, then a message that reaches the team (${locale})`, async ({ page }) => {
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const visitor = visitors[locale];
    const email = uniqueEmail(`contact-${locale}`);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/contact-messages')) sent.push(Date.now());
    });

    await page.goto(locale === 'en' ? '/contact' : '/contact?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('contact.hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Before hydration the prerendered form would submit natively (see waitForHydratedPublicPage).
    await waitForHydratedPublicPage(page, locale);
    const f = contactForm(page, locale);

    await test.step('submit the empty form: every required field says so, in the page language', async () => {
      await f.submit.click();
      const required = L('errors.field_required');
      for (const field of [f.name, f.email, f.subject, f.message]) {
        await expect(field).toHaveAccessibleDescription(required);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(f.consent).toHaveAccessibleDescription(L('errors.contact_consent_required'));
      // The company is optional.
      await expect(f.company).not.toHaveAttribute('aria-invalid', 'true');
      await expect(f.form.getByText(required, { exact: true })).toHaveCount(4);
      await expect(f.form.getByText(L('errors.contact_consent_required'), { exact: true })).toBeVisible();
      expect(sent).toEqual([]);
    });

    await test.step('a bad email address (and a too short message) are refused', async () => {
      await f.name.fill(visitor.name);
      await f.email.fill('not-an-email@');
      await f.subject.fill(visitor.subject);
      await f.message.fill('Too short');
      await f.consent.check();
      await f.submit.click();
      await expect(f.email).toHaveAccessibleDescription(L('errors.invalid_email'));
      await expect(f.form.getByText(L('errors.invalid_email'), { exact: true })).toBeVisible();
      await expect(f.message).toHaveAccessibleDescription(L('errors.contact_message_too_short'));
      for (const field of [f.name, f.subject]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(f.consent).not.toHaveAttribute('aria-invalid', 'true');
      await expect(f.form.getByText(L('errors.field_required'), { exact: true })).toHaveCount(0);
      expect(sent).toEqual([]);
    });

    await test.step('valid input: the success message', async () => {
      await f.email.fill(email);
      await f.company.fill(visitor.company);
      await f.message.fill(visitor.message);
      await f.submit.click();
      const success = page.getByRole('status').filter({ hasText: L('contact.success.title') });
      await expect(success).toBeVisible();
      await expect(success).toContainText(L('contact.success.body', { email }));
      expect(sent).toHaveLength(1);
      await expect(page.getByRole('form', { name: L('contact.form.legend') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: L('contact.success.another'), exact: true })).toBeVisible();
    });

    await test.step('the message arrives in the team mailbox, in the language it was written in', async () => {
      const subject = t(locale, 'email.contact.subject', { subject: visitor.subject });
      const mail = await waitForMail(teamAddress, { where: (m) => m.subject === subject && m.text.includes(email) });
      expect(mail.to.toLowerCase()).toContain(teamAddress.toLowerCase());
      expect(mail.replyTo.toLowerCase()).toContain(email);
      expect(mail.text).toContain(t(locale, 'email.contact.intro'));
      expect(mail.text).toContain(`${t(locale, 'email.contact.from')}: ${visitor.name} <${email}>`);
      expect(mail.text).toContain(`${t(locale, 'email.contact.company')}: ${visitor.company}`);
      expect(mail.text).toContain(`${t(locale, 'email.contact.language')}: ${locale === 'fr' ? 'Français' : 'English'}`);
      expect(mail.text).toContain(`${t(locale, 'email.contact.topic')}: ${visitor.subject}`);
      expect(mail.text).toContain(visitor.message);
      expect(mail.text).toContain(t(locale, 'email.contact.reply', { name: visitor.name, email }));
      // The HTML part is in the same language, with the visitor's text escaped (apostrophes, ampersands…).
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(visitor.message.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`));
    });

    await test.step('"write another message" opens an empty form again', async () => {
      await page.getByRole('button', { name: L('contact.success.another'), exact: true }).click();
      await expect(contactForm(page, locale).name).toHaveValue('');
      await expect(contactForm(page, locale).consent).not.toBeChecked();
    });
  });
}
