import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo, e2eRoot, port as portA } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { toast } from '../support/ui.ts';

/**
 * Issue 15 section 2, end to end between two running instances of the app: instance A (the configured server, the
 * supplier) shares a product with a partner through its screens; instance B (a second production server this spec
 * starts on its own port and data folder, the buyer) connects to A's PACT API with the partner's credentials through
 * its screens, lists A's footprints, imports one as a company factor, sees it on the factor panel and uses it in a
 * product line. A sets its partner's callback to the events address and credentials B gave it. The product then
 * changes on A; A's PublishedEvent makes B read A again and mark the import, B's Refresh says what would change, and
 * B applies it. Both instances run the demo account (seeded on Pro, whose API access includes PACT).
 */

const portB = Number(process.env.E2E_PORT_B ?? portA + 1);
const baseA = `http://127.0.0.1:${portA}`;
const baseB = `http://127.0.0.1:${portB}`;
const PRODUCT = 'Clip de câble PP (sachet de 100)';
const SUPPLIER = 'Plasturgie A E2E';
const locale = 'en' as const;
const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let serverB: ChildProcess | null = null;
/** Instance B's data folder: a fresh one in the system's temporary folder, removed after the run. */
let dataDirB = '';
let serverLog = '';

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (serverB && serverB.exitCode !== null)
      throw new Error(`instance B exited (${serverB?.exitCode}):\n${serverLog}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`instance B did not answer ${url} within ${timeoutMs} ms:\n${serverLog}`);
}

test.beforeAll(async () => {
  // The first start initialises PGlite, runs the migrations and seeds the reference data and the demo account.
  test.setTimeout(240_000);
  dataDirB = mkdtempSync(join(tmpdir(), 'carbon-e2e-pact-b-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(portB),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirB,
    APP_URL: baseB,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  // Embedded PGlite and a mail folder of its own, as support/serve.mjs does for instance A.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_BASE_URL;
  serverB = spawn(process.execPath, [resolve(e2eRoot, '../api/dist/main.js')], {
    env,
    cwd: e2eRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-20_000);
  };
  serverB.stdout?.on('data', keep);
  serverB.stderr?.on('data', keep);
  await waitForHealth(`${baseB}/api/v1/health`, 200_000);
});

test.afterAll(async () => {
  const child = serverB;
  serverB = null;
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDirB) rmSync(dataDirB, { recursive: true, force: true });
});

/** A browser context on instance B, whose console errors fail the test as the fixture's do on A. */
async function openB(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()} uncaught: ${error.message}`));
  return page;
}

async function productId(api: APIRequestContext, token: string, companyId: string): Promise<string> {
  const answer = await api.get(`/api/v1/products?company_id=${companyId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const items = ((await answer.json()) as { items: { id: string; name: string }[] }).items;
  const product = items.find((item) => item.name === PRODUCT);
  expect(product, `${PRODUCT} among the demo products`).toBeDefined();
  return product!.id;
}

async function companyOf(api: APIRequestContext, token: string): Promise<string> {
  const me = await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { company_id: string }).company_id;
}

test('a supplier shares a footprint, a buyer on another instance imports it, uses it, and applies a newer version', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const errorsB: string[] = [];

  // ── Instance A, the supplier: a partner for the buyer, and the product shared with it. ──
  const tokenA = await signInViaApi(request, demo.email, demo.password);
  const companyA = await companyOf(request, tokenA);
  const productA = await productId(request, tokenA, companyA);
  await openSignedIn(page, tokenA, '/settings', locale);
  const partners = page.getByRole('region', { name: L('pact.settings_title') });
  const partnerName = `Buyer B ${Date.now()}`;
  await partners.getByRole('textbox', { name: L('pact.partners.name') }).fill(partnerName);
  await partners.getByRole('button', { name: L('pact.partners.create') }).click();
  const created = partners
    .getByRole('status')
    .filter({ hasText: L('pact.partners.created_title', { name: partnerName }) });
  await expect(created).toBeVisible();
  const clientId = ((await created.locator('dd').nth(0).textContent()) ?? '').trim();
  const clientSecret = ((await created.locator('dd').nth(1).textContent()) ?? '').trim();
  expect(clientSecret).not.toBe('');
  await created.getByRole('button', { name: L('pact.partners.done') }).click();

  await page.goto(`/products/view/${productA}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  const shares = page.getByRole('region', { name: L('pact.shares.title') });
  await shares.getByRole('combobox', { name: L('pact.shares.partner') }).selectOption({ label: partnerName });
  await shares.getByRole('button', { name: L('pact.shares.add'), exact: true }).click();
  await expect(toast(page, L('pact.shares.added', { name: partnerName }))).toBeVisible();

  // ── Instance B, the buyer: connect to A with the partner's credentials. ──
  const apiB = await playwrightRequest.newContext({ baseURL: baseB });
  const contextB = await browser.newContext({ baseURL: baseB, locale: 'en-GB', timezoneId: 'Europe/Paris' });
  try {
    const tokenB = await signInViaApi(apiB, demo.email, demo.password);
    const companyB = await companyOf(apiB, tokenB);
    const pageB = await openB(contextB, errorsB);
    await openSignedIn(pageB, tokenB, '/settings', locale);
    const suppliers = pageB.getByRole('region', { name: L('pact.suppliers.title') });
    const form = suppliers.getByRole('form', { name: L('pact.suppliers.new') });
    await form.getByRole('textbox', { name: L('pact.suppliers.name') }).fill(SUPPLIER);
    await form.getByRole('textbox', { name: L('pact.suppliers.base_url') }).fill(`${baseA}/pact`);
    await form.getByRole('textbox', { name: L('pact.suppliers.client_id') }).fill(clientId);
    await form.getByLabel(L('pact.suppliers.client_secret')).fill(clientSecret);
    await form.getByRole('button', { name: L('pact.suppliers.create'), exact: true }).click();

    // The credentials A would use to notify B, shown once.
    const connected = pageB.getByRole('alertdialog', {
      name: L('pact.suppliers.created_title', { name: SUPPLIER }),
    });
    await expect(connected).toBeVisible();
    const eventsSecret = await connected
      .getByRole('textbox', { name: L('pact.suppliers.events_client_secret') })
      .inputValue();
    expect(eventsSecret).not.toBe('');
    await expect(connected.getByRole('textbox', { name: L('pact.suppliers.events_base_url') })).toHaveValue(
      /\/pact$/,
    );
    const eventsClientId = await connected
      .getByRole('textbox', { name: L('pact.suppliers.events_client_id') })
      .inputValue();
    const eventsBaseUrl = await connected
      .getByRole('textbox', { name: L('pact.suppliers.events_base_url') })
      .inputValue();
    await expectNoSeriousViolations(pageB, 'the supplier connection’s credentials dialog');
    await connected.getByRole('button', { name: L('pact.suppliers.done') }).click();
    await expect(connected).toBeHidden();
    await expect(pageB.getByText(eventsSecret)).toHaveCount(0);

    // ── Instance A: the partner's callback gets B's events address and credentials, so A notifies B. ──
    await page.goto('/settings');
    const partnerList = page.getByRole('list', { name: L('pact.partners.list_label') });
    await partnerList
      .getByRole('button', { name: L('pact.partners.edit_callback_for', { name: partnerName }) })
      .click();
    const callback = page.getByRole('dialog', { name: L('pact.partners.callback_title', { name: partnerName }) });
    await callback.getByRole('textbox', { name: L('pact.partners.callback_base_url') }).fill(eventsBaseUrl);
    await callback.getByRole('textbox', { name: L('pact.partners.callback_client_id') }).fill(eventsClientId);
    await callback.getByLabel(L('pact.partners.callback_client_secret')).fill(eventsSecret);
    await callback.getByRole('button', { name: L('pact.partners.callback_save'), exact: true }).click();
    await expect(toast(page, L('pact.partners.callback_saved', { name: partnerName }))).toBeVisible();
    await expect(partnerList).toContainText(eventsBaseUrl);

    // A's footprints, read live; import the shared product's.
    await suppliers.getByRole('link', { name: L('pact.suppliers.open_label', { name: SUPPLIER }) }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: SUPPLIER })).toBeVisible();
    const footprints = pageB.getByRole('table', {
      name: L('pact.supplier_page.footprints_caption', { name: SUPPLIER }),
    });
    const row = footprints.getByRole('row').filter({ hasText: PRODUCT });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(L('pact.declared_units.piece'));
    await expect(row).toContainText(L('pact.supplier_page.statuses.Active'));
    await expectNoSeriousViolations(pageB, 'a PACT supplier’s footprints');
    await row.getByRole('button', { name: L('pact.supplier_page.import_label', { name: PRODUCT }) }).click();
    await expect(
      row.getByRole('link', { name: L('pact.supplier_page.open_factor_label', { name: PRODUCT }) }),
    ).toBeVisible();

    const readImports = async () => {
      const answer = await apiB.get(`/api/v1/pact/imports?company_id=${companyB}`, {
        headers: { authorization: `Bearer ${tokenB}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return (
        (await answer.json()) as {
          items: {
            id: string;
            footprint_id: string;
            emission_factor_id: string;
            factor_name: string;
            kg_co2e_per_factor_unit: string;
            newer_footprint: {
              id: string;
              kg_co2e_per_factor_unit: string;
              product_lines_using: number;
            } | null;
          }[];
        }
      ).items;
    };
    const [imported] = await readImports();
    expect(imported).toBeDefined();
    const factorName = imported!.factor_name;
    await expect(toast(pageB, L('pact.supplier_page.import_done', { name: factorName }))).toBeVisible();
    const importsTable = pageB.getByRole('table', {
      name: L('pact.supplier_page.imports_title', { name: SUPPLIER }),
    });
    await expect(importsTable.getByRole('row').filter({ hasText: factorName })).toContainText(
      L('pact.imports.up_to_date'),
    );

    // The factor panel says where the factor comes from.
    await row
      .getByRole('link', { name: L('pact.supplier_page.open_factor_label', { name: PRODUCT }) })
      .click();
    await expect(pageB).toHaveURL(new RegExp(`/ef-search\\?factor=${imported!.emission_factor_id}`));
    await expect(
      pageB.getByText(L('factors.detail.pact_notice.from', { supplier: SUPPLIER, id: imported!.footprint_id }), {
        exact: true,
      }),
    ).toBeVisible();

    // B uses the imported factor in a product line: its own clip, one unit of A's clip per unit.
    const productB = await productId(apiB, tokenB, companyB);
    await pageB.goto(`/products/edit/${productB}`);
    await pageB.getByRole('button', { name: L('products.actions.next'), exact: true }).click();
    await pageB.getByRole('button', { name: L('products.actions.add_material'), exact: true }).click();
    const material = pageB.getByRole('dialog', {
      name: new RegExp(escapeRegExp(L('products.material.title'))),
    });
    await material.getByRole('searchbox', { name: L('products.material.search') }).fill(factorName);
    await material
      .getByRole('button', { name: L('products.material.use_named', { name: factorName }), exact: true })
      .first()
      .click();
    await expect(material.getByText(L('products.material.chosen', { name: factorName }))).toBeVisible();
    await material.getByRole('textbox', { name: L('products.material.quantity') }).fill('1');
    await material
      .getByRole('combobox', { name: L('products.material.unit'), exact: true })
      .selectOption('unit');
    await material.getByRole('button', { name: L('products.actions.add'), exact: true }).click();
    await expect(material).toBeHidden();
    await pageB.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
    await expect(pageB).toHaveURL(new RegExp(`/products/view/${productB}$`));
    await expect(pageB.getByRole('main')).toContainText(factorName);

    // ── Instance A: the product changes (twice the polypropylene per bag). ──
    await page.goto(`/products/edit/${productA}`);
    await page.getByRole('button', { name: L('products.actions.next'), exact: true }).click();
    await page
      .getByRole('button', { name: L('products.actions.edit_line', { label: 'PP H350' }), exact: true })
      .click();
    const edit = page.getByRole('dialog', {
      name: new RegExp(escapeRegExp(L('products.material.edit_title'))),
    });
    await edit.getByRole('textbox', { name: L('products.material.quantity') }).fill('0.66');
    await edit.getByRole('button', { name: L('products.actions.update_line'), exact: true }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/view/${productA}$`));

    // ── Instance B: A's PublishedEvent reaches B, whose job reads A again and marks the import, no click needed. ──
    await expect
      .poll(async () => (await readImports())[0]?.newer_footprint?.id ?? null, { timeout: 60_000 })
      .not.toBeNull();

    // ── Instance B: Refresh reads A again and says what would change. ──
    await pageB.goto('/settings');
    await pageB
      .getByRole('region', { name: L('pact.suppliers.title') })
      .getByRole('link', { name: L('pact.suppliers.open_label', { name: SUPPLIER }) })
      .click();
    await pageB.getByRole('button', { name: L('pact.supplier_page.refresh'), exact: true }).click();
    await expect(
      toast(pageB, L('pact.supplier_page.refreshed_newer', { name: SUPPLIER, count: 1, number: 1 })),
    ).toBeVisible();
    const [marked] = await readImports();
    expect(marked!.newer_footprint).not.toBeNull();
    expect(Number(marked!.newer_footprint!.kg_co2e_per_factor_unit)).toBeGreaterThan(
      Number(marked!.kg_co2e_per_factor_unit),
    );
    expect(marked!.newer_footprint!.product_lines_using).toBe(1);
    const importRow = pageB
      .getByRole('table', { name: L('pact.supplier_page.imports_title', { name: SUPPLIER }) })
      .getByRole('row')
      .filter({ hasText: factorName });
    await expect(importRow).toContainText(L('pact.imports.newer_badge'));
    await expect(importRow).toContainText(L('pact.imports.affects_lines', { count: 1, number: 1 }));
    await expect(importRow).toContainText(/ → /);
    await expectNoSeriousViolations(pageB, 'an import with a newer version');

    // The factor panel says so too, and leads to the imports.
    await pageB.goto(`/ef-search?factor=${imported!.emission_factor_id}`);
    const notice = pageB
      .getByRole('note')
      .filter({ hasText: L('factors.detail.pact_notice.newer_title', { supplier: SUPPLIER }) });
    await expect(notice).toContainText(marked!.newer_footprint!.id);
    await notice.getByRole('link', { name: L('factors.detail.pact_notice.newer_link') }).click();
    await expect(pageB).toHaveURL(/\/settings\/pact\/imports$/);
    await expect(pageB.getByRole('heading', { level: 1, name: L('pact.imports.title') })).toBeVisible();

    // Apply it, after a confirmation naming what changes.
    const allImports = pageB.getByRole('table', { name: L('pact.imports.caption') });
    await allImports
      .getByRole('button', { name: L('pact.imports.apply_label', { name: factorName }) })
      .click();
    const confirm = pageB.getByRole('alertdialog', {
      name: L('pact.imports.apply_title', { name: factorName }),
    });
    await expect(confirm).toContainText(L('pact.imports.affects_lines', { count: 1, number: 1 }));
    await confirm.getByRole('button', { name: L('pact.imports.apply_confirm'), exact: true }).click();
    await expect(toast(pageB, L('pact.imports.applied', { name: factorName }))).toBeVisible();
    await expect(allImports.getByRole('row').filter({ hasText: factorName })).toContainText(
      L('pact.imports.up_to_date'),
    );
    const [applied] = await readImports();
    expect(applied!.newer_footprint).toBeNull();
    expect(applied!.footprint_id).toBe(marked!.newer_footprint!.id);
    expect(applied!.kg_co2e_per_factor_unit).toBe(marked!.newer_footprint!.kg_co2e_per_factor_unit);

    expect(errorsB, 'console errors or uncaught exceptions on instance B').toEqual([]);
  } finally {
    await contextB.close();
    await apiB.dispose();
  }
});
