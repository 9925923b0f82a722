import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { toast } from '../support/ui.ts';

/**
 * Issue 16 section 4, the user's rights, always on a freshly registered user (never the demo account): the owner
 * exports all the company's data from /settings (progress, then the ZIP downloaded and opened), then deletes the
 * company, which takes the account with it (their only company). A second user, in French, is refused the account
 * deletion while they own their company (409, said in the dialog), then deletes the company, and the account goes
 * with it. Each time, sign-in fails afterwards and the old token answers 401.
 */

test('an owner exports all the data, then deletes the company and the account goes with it', async ({ page, request, consoleErrors }) => {
  // The wrong password below is refused by design (422), which the browser logs.
  consoleErrors.allow(/status of 422/);
  const locale = 'en';
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const user = await registerViaApi(request, locale, { company_name: 'Rights Test Ltd' });
  const token = await completeSetupViaApi(request, user);
  await openSignedIn(page, token, '/settings', locale);

  await page.getByRole('button', { name: L('settings.export.button'), exact: true }).click();
  await expect(page.getByText(L('settings.export.ready'), { exact: true })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: L('settings.export.download'), exact: true }).click();
  const file = await download;
  const today = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`carbon-ledger-export-rights-test-ltd-${today}.zip`);
  const work = mkdtempSync(join(tmpdir(), 'account-e2e-'));
  try {
    const zipPath = join(work, 'export.zip');
    await file.saveAs(zipPath);
    const listing = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual(expect.arrayContaining(['company.json', 'sites.csv', 'entries.csv', 'products.json', 'scenarios.json']));
    execFileSync('unzip', ['-q', zipPath, '-d', work]);
    const company = JSON.parse(readFileSync(join(work, 'company.json'), 'utf8')) as { id: string; name: string };
    expect(company).toMatchObject({ id: user.companyId, name: 'Rights Test Ltd' });
    expect(readFileSync(join(work, 'sites.csv'), 'utf8')).toContain('Head office');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  await page.getByRole('button', { name: L('settings.danger.company_button'), exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: L('settings.danger.company_title', { company: 'Rights Test Ltd' }) });
  await dialog.getByLabel(L('settings.danger.password')).fill('wrong password');
  await dialog.getByRole('button', { name: L('settings.danger.company_submit'), exact: true }).click();
  await expect(dialog.getByText(L('errors.wrong_password'), { exact: true })).toBeVisible();
  await dialog.getByLabel(L('settings.danger.password')).fill(user.password);
  await dialog.getByRole('button', { name: L('settings.danger.company_submit'), exact: true }).click();
  // The toast (its text is also in the notifications' live region: the list item is the one to look for).
  await expect(toast(page, L('settings.danger.company_deleted', { company: 'Rights Test Ltd' }))).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  const login = await request.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(401);
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('an owner is told to delete their company before their account, in French, and the account goes with the company', async ({ page, request, consoleErrors }) => {
  // The first attempt is refused by design (409: they still own a company), which the browser logs.
  consoleErrors.allow(/status of 409/);
  const locale = 'fr';
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const user = await registerViaApi(request, locale, { company_name: 'Société Droits' });
  const token = await completeSetupViaApi(request, user);
  await openSignedIn(page, token, '/settings', locale);

  // The sign-up's company is theirs: the account cannot go first.
  await page.getByRole('button', { name: L('settings.danger.account_button'), exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: L('settings.danger.account_title') });
  await dialog.getByLabel(L('settings.danger.password')).fill(user.password);
  await dialog.getByRole('button', { name: L('settings.danger.account_submit'), exact: true }).click();
  await expect(dialog.getByText(L('errors.owner_must_delete_company', { company: 'Société Droits' }), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: L('common.actions.cancel'), exact: true }).click();
  expect((await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  // Deleting the company (their only one) deletes the account with it: sign-in fails, the token answers 401.
  await page.getByRole('button', { name: L('settings.danger.company_button'), exact: true }).click();
  const companyDialog = page.getByRole('alertdialog', { name: L('settings.danger.company_title', { company: 'Société Droits' }) });
  await companyDialog.getByLabel(L('settings.danger.password')).fill(user.password);
  await companyDialog.getByRole('button', { name: L('settings.danger.company_submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await request.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
