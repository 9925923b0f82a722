import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import type { Site } from '@carbon/contracts/companies';
import type { FecResult, ImportResult } from '@carbon/contracts/import';
import type { Job } from '@carbon/contracts/jobs';
import { FEC_FACTOR_KEYS } from '../src/modules/import/fec-mapping.ts';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite, entryCount } from './helpers/ledger.ts';
import ExcelJS from 'exceljs';
import { uploadAs } from './helpers/multipart.ts';
import { joinCompany, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useLibraryTestApp();
const YEAR = 2025;
const CONCRETE = 'ademe-base-carbone:20719';

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: FEC_FACTOR_KEYS });
}, 120_000);

function upload(
  user: RegisteredUser,
  url: string,
  parts: Record<string, string | { filename: string; content: string | Buffer }>,
  lang: 'en' | 'fr' = 'en',
) {
  return uploadAs(t.app, user, url, parts, lang);
}

function csv(rows: string[][]): string {
  return rows.map((row) => row.join(',')).join('\n') + '\n';
}

const HEADERS = ['site_id', 'category', 'quantity', 'unit', 'emission_factor_id', 'label'];

let owner: RegisteredUser;
let site: Site;
let concrete: string;

beforeAll(async () => {
  owner = await register(t.app);
  site = await createSite(t, owner);
  concrete = await factorId(t.database, CONCRETE);
});

function fields(user: RegisteredUser, extra: Record<string, string> = {}) {
  return { company_id: user.user.company_id, period_year: String(YEAR), ...extra };
}

describe('POST /entries/import', () => {
  it('previews a file whose headers are the entry fields: each row computed or refused, in English and French', async () => {
    const file = csv([
      HEADERS,
      [site.id, 'purchased_goods', '2', 'tonne', concrete, 'Concrete A'],
      [site.id, 'no_such_category', '2', 'tonne', concrete, 'Bad category'],
      [site.id, 'purchased_goods', 'abc', 'tonne', concrete, 'Bad quantity'],
    ]);
    const response = await upload(owner, '/entries/import', {
      ...fields(owner),
      dry_run: 'true',
      file: { filename: 'a.csv', content: file },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportResult;
    expect(body.rows).toBe(3);
    expect(body.valid).toBe(1);
    expect(body.results[0]!.co2e_kg).toBeGreaterThan(0);
    expect(body.results[1]!.co2e_kg).toBeNull();
    expect(body.errors).toEqual([
      { row: 2, field: 'category', message: 'This accounting category does not exist' },
      { row: 3, field: 'quantity', message: 'Enter a number (for example 1250.5)' },
    ]);
    const fr = await upload(
      owner,
      '/entries/import',
      { ...fields(owner), dry_run: 'true', file: { filename: 'a.csv', content: file } },
      'fr',
    );
    expect((fr.json() as ImportResult).errors.map((e) => e.message)).toEqual([
      "Cette catégorie comptable n'existe pas",
      'Saisissez un nombre (par exemple 1250,5)',
    ]);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it('writes nothing from a file with one bad row, and says which row and why', async () => {
    const file = csv([
      HEADERS,
      [site.id, 'purchased_goods', '2', 'tonne', concrete, 'ok'],
      [site.id, 'purchased_goods', '3', 'kWh', concrete, 'wrong unit'],
    ]);
    const response = await upload(owner, '/entries/import', {
      ...fields(owner),
      dry_run: 'false',
      file: { filename: 'a.csv', content: file },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'import_rows_invalid',
      detail: [{ loc: ['body', 'file', 2, 'unit'] }],
    });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it('writes every row of a good file as ordinary entries traced to the import', async () => {
    const user = await register(t.app);
    const own = await createSite(t, user);
    const file = csv([
      HEADERS,
      [own.id, 'purchased_goods', '2', 'tonne', concrete, 'one'],
      [own.id, 'purchased_goods', '"1,5"', 'tonne', concrete, 'two'],
    ]);
    const response = await upload(user, '/entries/import', {
      ...fields(user),
      dry_run: 'false',
      file: { filename: 'a.csv', content: file },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportResult;
    expect(body).toMatchObject({ rows: 2, valid: 2, written: 2, errors: [] });
    const rows = await queryRows<{ import_id: string; activity_id: string | null }>(
      t.database,
      sql`select details->>'import_id' as import_id, activity_id from entries where company_id = ${user.user.company_id} and derived_from_entry_id is null`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.import_id === body.import_id && row.activity_id === null)).toBe(true);
  });

  it('remembers a column mapping per company', async () => {
    const user = await register(t.app);
    const own = await createSite(t, user);
    const file = csv([
      ['Site', 'Poste', 'Qté', 'Unité', 'Facteur', 'Libellé'],
      [own.id, 'purchased_goods', '2', 'tonne', concrete, 'x'],
    ]);
    const mapping = JSON.stringify({
      site_id: 'Site',
      category: 'Poste',
      quantity: 'Qté',
      unit: 'Unité',
      emission_factor_id: 'Facteur',
      label: 'Libellé',
    });
    const first = await upload(user, '/entries/import', {
      ...fields(user),
      mapping,
      file: { filename: 'a.csv', content: file },
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload(user, '/entries/import', {
      ...fields(user),
      file: { filename: 'a.csv', content: file },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ImportResult).valid).toBe(1);
    const remembered = await t.call(
      user,
      'GET',
      `/imports/entries/mapping?company_id=${user.user.company_id}`,
    );
    expect(remembered.json()).toMatchObject({ mapping: { quantity: 'Qté' } });
    // Another company has no such mapping: the file's columns are not the fields. The preview names the fields
    // to map on row 0 (the header row) with the file's headers; a write is refused.
    const other = await register(t.app);
    const preview = await upload(other, '/entries/import', {
      ...fields(other),
      file: { filename: 'a.csv', content: file },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      headers: ['Site', 'Poste', 'Qté', 'Unité', 'Facteur', 'Libellé'],
      valid: 0,
      errors: [
        { row: 0, field: 'site_id', message: 'Choose the column that holds this field' },
        { field: 'category' },
        { field: 'quantity' },
        { field: 'unit' },
      ],
    });
    const refused = await upload(other, '/entries/import', {
      ...fields(other),
      dry_run: 'false',
      file: { filename: 'a.csv', content: file },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      detail: [{ loc: ['body', 'mapping', 'site_id'], msg: 'Choose the column that holds this field' }],
    });
    expect(await entryCount(t.database, other.user.company_id)).toBe(0);
  });

  it("refuses another company's site or factor on its row, and another company's id with 404", async () => {
    const other = await register(t.app);
    const otherSite = await createSite(t, other);
    const custom = await t.call(other, 'POST', '/emission-factors', {
      payload: {
        company_id: other.user.company_id,
        name_en: 'Secret',
        kg_co2e_per_unit: 2,
        unit: 'kg',
        category: 'purchased_goods',
      },
    });
    const file = csv([
      HEADERS,
      [otherSite.id, 'purchased_goods', '2', 'tonne', concrete, 'their site'],
      ...(custom.statusCode === 201
        ? [[site.id, 'purchased_goods', '2', 'kg', (custom.json() as { id: string }).id, 'their factor']]
        : []),
    ]);
    const response = await upload(owner, '/entries/import', {
      ...fields(owner),
      file: { filename: 'a.csv', content: file },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportResult;
    expect(body.errors[0]).toEqual({
      row: 1,
      field: 'site_id',
      message: 'This item does not exist or is not available to your company',
    });
    if (custom.statusCode === 201)
      expect(body.errors[1]).toMatchObject({ row: 2, field: 'emission_factor_id' });
    const foreign = await upload(owner, '/entries/import', {
      ...fields(other),
      file: { filename: 'a.csv', content: file },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a missing file, an unreadable mapping and a non-multipart body', async () => {
    const noFile = await upload(owner, '/entries/import', fields(owner));
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toMatchObject({ detail: [{ loc: ['body', 'file'] }] });
    const badMapping = await upload(owner, '/entries/import', {
      ...fields(owner),
      mapping: '{',
      file: { filename: 'a.csv', content: 'a,b\n1,2\n' },
    });
    expect(badMapping.json()).toMatchObject({ detail: [{ loc: ['body', 'mapping'] }] });
    const json = await t.call(owner, 'POST', '/entries/import', { payload: fields(owner) });
    expect(json.statusCode).toBe(415);
  });

  it('imports an Excel file whose headers are the entry fields, with no mapping', async () => {
    const user = await register(t.app);
    const own = await createSite(t, user);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Entries');
    sheet.addRow(HEADERS);
    sheet.addRow([own.id, 'purchased_goods', 2.5, 'tonne', concrete, 'From Excel']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(user, '/entries/import', {
      ...fields(user),
      dry_run: 'false',
      file: { filename: 'entries.xlsx', content },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1, written: 1, errors: [] });
    const [row] = await queryRows<{ quantity: number; label: string }>(
      t.database,
      sql`select quantity, label from entries where company_id = ${user.user.company_id} and derived_from_entry_id is null`,
    );
    expect(row).toMatchObject({ quantity: 2.5, label: 'From Excel' });
  });

  it("refuses a viewer (403) and another company's mapping (404)", async () => {
    const viewer = await joinCompany(t, owner, 'viewer');
    const file = csv([HEADERS, [site.id, 'purchased_goods', '2', 'tonne', concrete, 'x']]);
    const response = await upload(viewer, '/entries/import', {
      ...fields(owner),
      file: { filename: 'a.csv', content: file },
    });
    expect(response.statusCode).toBe(403);
    const other = await register(t.app);
    const mapping = await t.call(
      other,
      'GET',
      `/imports/entries/mapping?company_id=${owner.user.company_id}`,
    );
    expect(mapping.statusCode).toBe(404);
  });

  it('runs a large confirmed file as a job that writes every row', async () => {
    const user = await register(t.app);
    const own = await createSite(t, user);
    const rows = Array.from({ length: 1_200 }, (_, i) => [
      own.id,
      'purchased_goods',
      String(i + 1),
      'kg',
      concrete,
      `row ${i}`,
    ]);
    const response = await upload(user, '/entries/import', {
      ...fields(user),
      dry_run: 'false',
      file: { filename: 'big.csv', content: csv([HEADERS, ...rows]) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { job_id } = response.json() as { job_id: string };
    expect(job_id).toBeTruthy();
    await t.jobs.idle(60_000);
    const job = (await t.call(user, 'GET', `/jobs/${job_id}`)).json() as Job;
    expect(job).toMatchObject({ status: 'succeeded', progress: 1, result: { written: 1_200 } });
    expect(await entryCount(t.database, user.user.company_id)).toBe(1_200);
  }, 60_000);
});

const FEC_HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';
function fecLine(
  account: string,
  label: string,
  debit: string,
  credit = '0,00',
  date = `${YEAR}0315`,
): string {
  return [
    'AC',
    'Achats',
    '1',
    date,
    account,
    label,
    '',
    '',
    'F1',
    date,
    label,
    debit,
    credit,
    '',
    '',
    date,
    '',
    '',
  ].join('\t');
}
const FEC = [
  FEC_HEADER,
  fecLine('60110000', 'Achats matières', '10000,00'),
  fecLine('60110000', 'Avoir matières', '0,00', '2000,00'),
  fecLine('62410000', 'Transports sur achats', '1500,50'),
  fecLine('62510000', 'Voyages', '800,00'),
  fecLine('64100000', 'Salaires', '50000,00'),
  fecLine('60110000', 'Achats N-1', '9999,00', '0,00', `${YEAR - 1}1231`),
  fecLine('40100000', 'Fournisseur', '0,00', '12300,50'),
].join('\n');

describe('POST /imports/fec', () => {
  it('answers 403 plan_limit on the Free plan', async () => {
    const response = await upload(owner, '/imports/fec', {
      ...fields(owner),
      site_id: site.id,
      file: { filename: 'fec.txt', content: FEC },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 'plan_limit', resource: 'invoice_import' });
    // Another company's id: 404 before any plan is read.
    const other = await register(t.app);
    const foreign = await upload(other, '/imports/fec', {
      ...fields(owner),
      site_id: site.id,
      file: { filename: 'fec.txt', content: FEC },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reviews, then writes, spend-based entries per account class on a Pro company', async () => {
    const user = await register(t.app);
    const own = await createSite(t, user);
    await setCompanyPlan(t.database.db, user.user.company_id, 'pro');
    const review = await upload(user, '/imports/fec', {
      ...fields(user),
      site_id: own.id,
      file: { filename: 'fec.txt', content: FEC },
    });
    expect(review.statusCode, review.body).toBe(200);
    const body = review.json() as FecResult;
    // 601: 10,000 − 2,000 = 8,000 EUR (the previous year's line left out); 6241: 1,500.50; 6251: 800.
    expect(body.lines.map((l) => [l.account, l.category, l.amount_eur])).toEqual([
      ['601', 'purchased_goods', 8000],
      ['6241', 'upstream_transport', 1500.5],
      ['6251', 'business_travel', 800],
    ]);
    // 8 k€ × 231 kg CO2e/k€ (ADEME "Autres produits manufacturés 2023") = 1,848 kg.
    expect(body.lines[0]!.co2e_kg).toBeCloseTo(1848, 6);
    expect(body.unmapped).toEqual([{ account: '641', label: 'Salaires', amount_eur: 50000 }]);
    expect(await entryCount(t.database, user.user.company_id)).toBe(0);
    const write = await upload(user, '/imports/fec', {
      ...fields(user),
      site_id: own.id,
      dry_run: 'false',
      file: { filename: 'fec.txt', content: FEC },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect((write.json() as FecResult).written).toBe(3);
    const rows = await queryRows<{ method: string; amount_eur: number; category: string }>(
      t.database,
      sql`select details->>'method' as method, amount_eur, category from entries where company_id = ${user.user.company_id} and derived_from_entry_id is null order by category`,
    );
    expect(rows.map((r) => [r.category, r.method, Number(r.amount_eur)])).toEqual([
      ['business_travel', 'spend_based', 800],
      ['purchased_goods', 'spend_based', 8000],
      ['upstream_transport', 'spend_based', 1500.5],
    ]);
    // Another company's site: 404.
    const other = await register(t.app);
    const otherSite = await createSite(t, other);
    const foreign = await upload(user, '/imports/fec', {
      ...fields(user),
      site_id: otherSite.id,
      file: { filename: 'fec.txt', content: FEC },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
