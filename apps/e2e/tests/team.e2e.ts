import { baseURL, demo } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test, uniqueEmail } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { extractLink, waitForMail } from '../support/mail.ts';
import { registerPanel, toast } from '../support/ui.ts';

/**
 * Issue 14, section 2: the demo company's owner (on Pro, room for 5) invites a colleague from /settings; the
 * colleague opens the emailed link signed out, creates an account, comes back to the link, joins, and sees the
 * company; the user menu then switches between their two companies. The colleague leaves at the end, so the demo
 * company keeps its single member for the other specs.
 */
for (const locale of ['en', 'fr'] as const) {
  const L = (key: string, params: Record<string, string | number> = {}) => t(locale, key, params);

  test(`invite a colleague, who signs up from the link and joins the company (${locale})`, async ({ page, browser }) => {
    const colleague = uniqueEmail(`team-${locale}`);
    const ownerToken = await signInViaApi(page.request, demo.email, demo.password);
    const me = await page.request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${ownerToken}` } });
    const companyName = ((await me.json()) as { company_name: string }).company_name;
    await openSignedIn(page, ownerToken, '/settings', locale);

    // The owner invites from the settings screen.
    const members = page.getByRole('region', { name: L('team.members.title') });
    await expect(members.getByRole('cell', { name: demo.email })).toBeVisible();
    await expect(members).toContainText(L('team.members.description', { company: companyName }));
    const invite = page.getByRole('region', { name: L('team.invite.title') });
    await invite.getByLabel(L('team.invite.email'), { exact: true }).fill(colleague);
    await invite.getByLabel(L('team.invite.role'), { exact: true }).selectOption('editor');
    await invite.getByRole('button', { name: L('team.invite.submit'), exact: true }).click();
    await expect(toast(page, L('team.invite.sent'))).toBeVisible();
    const pending = invite.getByRole('list', { name: L('team.invitations.caption') });
    await expect(pending.getByText(colleague, { exact: true })).toBeVisible();

    // The colleague reads the email and opens its link in their own browser, signed out.
    const mail = await waitForMail(colleague);
    const link = extractLink(mail, '/invitations/accept');
    // A browser of their own (a context made here does not inherit the config's base URL).
    const context = await browser.newContext({ baseURL, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
    const guest = await context.newPage();
    await guest.goto('/legal/terms');
    await guest.evaluate((lang) => window.localStorage.setItem('locale', lang), locale);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(L('team.accept.title'));
    await guest.getByRole('link', { name: L('team.accept.create_account'), exact: true }).click();

    const form = registerPanel(guest, locale);
    await form.getByLabel(L('auth.fields.first_name'), { exact: true }).fill('Grace');
    await form.getByLabel(L('auth.fields.last_name'), { exact: true }).fill('Hopper');
    await form.getByLabel(L('auth.fields.company_name'), { exact: true }).fill(`Hopper ${locale} Ltd`);
    await form.getByLabel(L('auth.fields.email'), { exact: true }).fill(colleague);
    await form.getByLabel(L('auth.fields.password'), { exact: true }).fill('Compiler-1952-cobol');
    await form.getByRole('button', { name: L('auth.register.submit'), exact: true }).click();

    // Back on the link, signed in as the invited address: join.
    await expect(guest).toHaveURL(/\/invitations\/accept\?token=/);
    await expect(guest.getByText(L('team.accept.signed_in_as', { email: colleague }))).toBeVisible();
    await guest.getByRole('button', { name: L('team.accept.submit'), exact: true }).click();
    await expect(guest).toHaveURL(/\/dashboard$/);
    await expect(toast(guest, L('team.accept.joined_detail', { role: L('team.roles.editor') }))).toBeVisible();

    // They see the company: its team, with them as an editor.
    await guest.goto('/settings');
    const theirView = guest.getByRole('region', { name: L('team.members.title') });
    await expect(theirView).toContainText(L('team.members.description', { company: companyName }));
    await expect(theirView.getByRole('cell', { name: demo.email })).toBeVisible();
    await expect(theirView.getByRole('row').filter({ hasText: colleague })).toContainText(L('team.roles.editor'));
    // An editor does not manage members.
    await expect(guest.getByRole('region', { name: L('team.invite.title') })).toHaveCount(0);

    // The user menu switches between their two companies.
    await guest.getByRole('button', { name: L('app.user_menu.label') }).click();
    await guest.getByRole('menuitemradio', { name: `Hopper ${locale} Ltd` }).click();
    await expect(toast(guest, L('team.switcher.switched', { company: `Hopper ${locale} Ltd` }))).toBeVisible();
    // Their own company's setup is still pending.
    await expect(guest).toHaveURL(/\/onboarding$/);

    // The owner sees the new member, and no pending invitation.
    await page.reload();
    await expect(members.getByRole('row').filter({ hasText: colleague })).toContainText(L('team.roles.editor'));
    await expect(invite.getByText(L('team.invitations.empty'))).toBeVisible();

    // The owner removes the colleague (after confirming): the demo company is back to one member.
    await members.getByRole('row').filter({ hasText: colleague }).getByRole('button', { name: L('team.members.remove') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(L('team.members.remove_description'));
    await dialog.getByRole('button', { name: L('common.actions.delete') }).click();
    await expect(toast(page, L('team.members.removed'))).toBeVisible();
    await expect(members.getByRole('row').filter({ hasText: colleague })).toHaveCount(0);
    await context.close();
  });
}
