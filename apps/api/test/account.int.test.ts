import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportResult, ExportStarted } from '@carbon/contracts/account';
import type { Job } from '@carbon/contracts/jobs';
import type { Inventory } from '@carbon/contracts/ledger';
import type { ReportStarted } from '@carbon/contracts/reports';
import { users } from '@carbon/db/schema';
import { createEntry, createProject, createSite } from './helpers/ledger.ts';
import { callApi, joinCompany, queryRows, register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useTestApp();
const YEAR = 2025;
const work = mkdtempSync(join(tmpdir(), 'account-export-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function signIn(user: RegisteredUser) {
  return callApi(t.app, null, 'POST', '/auth/login', { payload: { email: user.email, password: user.password } });
}

/** Every table of the schema with a company_id column, read from the catalog: tables added later are covered too. */
async function companyTables(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    t.database,
    sql`select table_name from information_schema.columns
        where column_name = 'company_id' and table_schema = current_schema()
        order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function rowsPerTable(companyId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await companyTables()) {
    const [row] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** A company with sites, a project, entries of two years, a produced report and a category status. */
async function companyWithData(owner: RegisteredUser): Promise<void> {
  const companyId = owner.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'pro');
  const lyon = await createSite(t, owner, { name: 'Lyon' });
  const paris = await createSite(t, owner, { name: 'Paris, "HQ"' });
  await createProject(t, owner, 'Retrofit');
  await createEntry(t, owner, lyon, {
    period_year: YEAR,
    category: 'electricity',
    quantity: 1000,
    unit: 'kWh',
    custom_factor: { kg_co2e_per_unit: 0.05, unit: 'kWh' },
    market_factor_kg_co2e_per_kwh: 0.3,
  });
  await createEntry(t, owner, paris, {
    period_year: YEAR,
    category: 'purchased_services',
    quantity: 10_000,
    unit: 'EUR',
    custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
    label: 'Conseil, "audit"; maintenance',
  });
  await createEntry(t, owner, paris, {
    period_year: YEAR - 1,
    category: 'purchased_services',
    quantity: 5000,
    unit: 'EUR',
    custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
  });
  const status = await t.call(owner, 'PUT', '/accounting/category-status', {
    payload: { company_id: companyId, period_year: YEAR, category: 'investments', status: 'not_relevant', reason: 'No investments' },
  });
  expect(status.statusCode, status.body).toBeLessThan(300);
  const report = await t.call(owner, 'POST', '/reports', {
    payload: { company_id: companyId, kind: 'ghg_inventory', format: 'csv', locale: 'en', period_year: YEAR },
  });
  expect(report.statusCode, report.body).toBe(202);
  await t.jobs.idle(120_000);
  const job = (await t.call(owner, 'GET', `/jobs/${(report.json() as ReportStarted).job_id}`)).json() as Job;
  expect(job.status, JSON.stringify(job)).toBe('succeeded');
}

describe('DELETE /account', () => {
  it('deletes a member’s account at once: sign-in fails and the old token answers 401', async () => {
    const owner = await register(t.app);
    const member = await joinCompany(t, owner, 'editor');
    // Signing up creates the member's own company: they delete it first (it owns nothing else), and keep signing
    // in to the company they joined.
    const ownCompany = member.user.company_id;
    const deleted = await t.call(member, 'DELETE', `/companies/${ownCompany}`, { payload: { password: member.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const me = await t.call(member, 'GET', '/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ company_id: owner.user.company_id, role: 'editor' });
    expect((await signIn(member)).statusCode).toBe(200);

    const response = await t.call(member, 'DELETE', '/account', { payload: { password: member.password } });
    expect(response.statusCode, response.body).toBe(204);

    expect((await signIn(member)).statusCode).toBe(401);
    expect((await t.call(member, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await t.call(member, 'GET', `/sites?company_id=${owner.user.company_id}`)).statusCode).toBe(401);
    const left = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, member.user.user_id));
    expect(left).toEqual([]);
    // The company and its owner are untouched.
    expect((await t.call(owner, 'GET', `/companies/${owner.user.company_id}`)).statusCode).toBe(200);
  });

  it('refuses a wrong password with a translated message and changes nothing', async () => {
    const owner = await register(t.app);
    const member = await joinCompany(t, owner, 'viewer');
    for (const [lang, message] of [
      ['en', 'The password is incorrect'],
      ['fr', 'Le mot de passe est incorrect'],
    ] as const) {
      const response = await t.call(member, 'DELETE', '/account', { payload: { password: 'not my password' }, lang });
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await signIn(member)).statusCode).toBe(200);
    expect((await t.call(member, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('answers 409 to an owner whose company has other members, and to a sole owner, and deletes nothing', async () => {
    const owner = await register(t.app, { company_name: 'Acme Shared' });
    await joinCompany(t, owner, 'admin');
    const shared = await t.call(owner, 'DELETE', '/account', { payload: { password: owner.password }, lang: 'fr' });
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toMatchObject({ code: 'owner_must_transfer_company' });
    expect(JSON.stringify(shared.json())).toContain('transférez-en la propriété');
    expect(JSON.stringify(shared.json())).toContain('Acme Shared');

    const alone = await register(t.app, { company_name: 'Solo SARL' });
    const sole = await t.call(alone, 'DELETE', '/account', { payload: { password: alone.password } });
    expect(sole.statusCode).toBe(409);
    expect(sole.json()).toMatchObject({ code: 'owner_must_delete_company' });
    expect(JSON.stringify(sole.json())).toContain('Solo SARL');

    expect((await signIn(owner)).statusCode).toBe(200);
    expect((await signIn(alone)).statusCode).toBe(200);
  });
});

describe('DELETE /companies/{company_id}', () => {
  it('deletes the company and every row of it in every company table, for the owner', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    await companyWithData(owner);
    const other = await register(t.app);
    await companyWithData(other);
    const member = await joinCompany(t, owner, 'editor');

    const before = await rowsPerTable(companyId);
    for (const table of ['sites', 'entries', 'projects', 'reports', 'memberships', 'category_statuses'])
      expect(before[table], table).toBeGreaterThan(0);
    const otherBefore = await rowsPerTable(other.user.company_id);

    const response = await t.call(owner, 'DELETE', `/companies/${companyId}`, { payload: { password: owner.password } });
    expect(response.statusCode, response.body).toBe(204);

    const after = await rowsPerTable(companyId);
    expect(Object.keys(after).length).toBeGreaterThan(10);
    for (const [table, count] of Object.entries(after)) expect(count, table).toBe(0);
    const [company] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from companies where id = ${companyId}`);
    expect(Number(company?.n)).toBe(0);
    // Another company keeps every row.
    expect(await rowsPerTable(other.user.company_id)).toEqual(otherBefore);
    // It was the owner's only company: their account went with it; the member's access to it is gone too.
    expect((await signIn(owner)).statusCode).toBe(401);
    expect((await t.call(owner, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await t.call(member, 'GET', `/sites?company_id=${companyId}`)).statusCode).not.toBe(200);
  });

  it('answers 403 to a member who is not the owner, 404 to another company’s user, and deletes nothing', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    const admin = await joinCompany(t, owner, 'admin');
    const stranger = await register(t.app);
    const forbidden = await t.call(admin, 'DELETE', `/companies/${companyId}`, { payload: { password: admin.password } });
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.call(stranger, 'DELETE', `/companies/${companyId}`, {
      payload: { password: stranger.password },
    });
    expect(missing.statusCode).toBe(404);
    const wrong = await t.call(owner, 'DELETE', `/companies/${companyId}`, { payload: { password: 'not my password' } });
    expect(wrong.statusCode).toBe(422);
    expect((await t.call(owner, 'GET', `/companies/${companyId}`)).statusCode).toBe(200);
  });
});

describe('POST /companies/{company_id}/export', () => {
  it('builds a ZIP whose entries CSV adds up to GET /inventory, downloadable by the owner only', async () => {
    const owner = await register(t.app, { company_name: 'Démo Industries' });
    const companyId = owner.user.company_id;
    await companyWithData(owner);
    const admin = await joinCompany(t, owner, 'admin');
    const stranger = await register(t.app);

    expect((await t.call(admin, 'POST', `/companies/${companyId}/export`)).statusCode).toBe(403);
    expect((await t.call(stranger, 'POST', `/companies/${companyId}/export`)).statusCode).toBe(404);

    const started = await t.call(owner, 'POST', `/companies/${companyId}/export`);
    expect(started.statusCode, started.body).toBe(202);
    const { job_id } = started.json() as ExportStarted;
    await t.jobs.idle(120_000);
    const job = (await t.call(owner, 'GET', `/jobs/${job_id}`)).json() as Job;
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    expect(job.progress).toBe(1);
    const result = job.result as ExportResult;
    const today = new Date().toISOString().slice(0, 10);
    expect(result.file_name).toBe(`carbon-ledger-export-demo-industries-${today}.zip`);

    const path = result.download_url.replace('/api/v1', '');
    expect((await t.call(admin, 'GET', path)).statusCode).toBe(403);
    expect((await t.call(stranger, 'GET', path)).statusCode).toBe(404);
    const file = await t.call(owner, 'GET', path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(`filename="${result.file_name}"`);
    expect(file.rawPayload.length).toBe(result.size_bytes);

    // Unzipped by the system's unzip, not by the library that wrote it.
    const zipPath = join(work, 'export.zip');
    writeFileSync(zipPath, file.rawPayload);
    const listing = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    for (const name of ['company.json', 'sites.json', 'sites.csv', 'entries.json', 'entries.csv', 'products.json', 'scenarios.json', 'reports.json', 'reports.csv', 'pact-suppliers.json', 'pact-imports.csv'])
      expect(listing).toContain(name);
    expect(listing.some((name) => /^reports\/.+\.csv$/.test(name))).toBe(true);
    const out = join(work, 'unzipped');
    execFileSync('unzip', ['-q', '-o', zipPath, '-d', out]);

    const company = JSON.parse(readFileSync(join(out, 'company.json'), 'utf8')) as { id: string; name: string };
    expect(company).toMatchObject({ id: companyId, name: 'Démo Industries' });
    const sites = parse(readFileSync(join(out, 'sites.csv')), { columns: true }) as { name: string }[];
    expect(sites.map((site) => site.name).sort()).toEqual(['Lyon', 'Paris, "HQ"']);

    const entries = parse(readFileSync(join(out, 'entries.csv')), { columns: true }) as Record<string, string>[];
    const entriesJson = JSON.parse(readFileSync(join(out, 'entries.json'), 'utf8')) as unknown[];
    expect(entries.length).toBe(entriesJson.length);
    expect(entries[0]).toHaveProperty('factor_kg_co2e_per_unit');
    expect(entries[0]).toHaveProperty('factor_source');
    const inventory = (
      await t.call(owner, 'GET', `/inventory?company_id=${companyId}&period_year=${YEAR}`)
    ).json() as Inventory;
    const year = entries.filter((entry) => Number(entry.period_year) === YEAR);
    const total = year.reduce((sum, entry) => sum + Number(entry.co2e_kg), 0);
    const market = year.reduce((sum, entry) => sum + Number(entry.co2e_kg_market || entry.co2e_kg), 0);
    expect(inventory.total_co2e_kg).toBeGreaterThan(0);
    expect(total).toBeCloseTo(inventory.total_co2e_kg, 6);
    expect(market).toBeCloseTo(inventory.total_co2e_kg_market, 6);
    const labels = entries.map((entry) => entry.label);
    expect(labels).toContain('Conseil, "audit"; maintenance');

    // Another company's export id answers 404 through this company's path, and this one through another's.
    const otherExport = await t.call(stranger, 'POST', `/companies/${stranger.user.company_id}/export`);
    expect(otherExport.statusCode).toBe(202);
    await t.jobs.idle(120_000);
    const otherId = (otherExport.json() as ExportStarted).export_id;
    expect((await t.call(owner, 'GET', `/companies/${companyId}/export/${otherId}`)).statusCode).toBe(404);
  });
});
