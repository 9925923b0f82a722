import { randomBytes } from 'node:crypto';
import type { PactProductFootprint } from '@carbon/contracts/pact';
import type {
  CreatedPactSupplier,
  CreatePactImportInput,
  CreatePactSupplierInput,
  PactImport,
  PactSupplier,
  SupplierFootprint,
} from '@carbon/contracts/pact-suppliers';
import type { AppLocale } from '@carbon/i18n/locale';
import { hashRandomSecret, newRandomSecret } from '../../platform/random-secret.ts';
import { AppError, bodyFieldError, notFound } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import type { EmissionFactorsService } from '../emission-factors/emission-factors.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import {
  acceptableBaseUrl,
  normalBaseUrl,
  PactClientError,
  pactGetFootprint,
  pactListFootprints,
  pactToken,
  type FootprintListing,
} from './pact-client.ts';
import type { ImportRow, ImportWithFactor, PactSuppliersRepository, SupplierRow } from './pact-suppliers.repository.ts';
import { changePercent, factorValueOf, gwpBasisOf } from './pact-units.ts';

/** The job a supplier's PublishedEvent starts: read its footprints again and mark newer versions. */
export const PACT_SUPPLIER_REFRESH_JOB = 'pact.supplier-refresh';
/** A supplier that cannot be read is tried again a few times; the next event or refresh tries again anyway. */
const SUPPLIER_REFRESH_RETRIES = 3;

export interface SupplierRefreshPayload {
  [key: string]: string | string[];
  supplierId: string;
  pfIds: string[];
}

/** What failed in a call to a supplier, as our error code (its message is `errors.<code>`, never the supplier's text). */
const SUPPLIER_FAILURES: Record<PactClientError['kind'], { status: number; code: string }> = {
  credentials: { status: 502, code: 'pact_supplier_credentials' },
  not_found: { status: 404, code: 'pact_footprint_not_found' },
  invalid_response: { status: 502, code: 'pact_supplier_invalid_response' },
  unreachable: { status: 502, code: 'pact_supplier_unreachable' },
};

/** The answer of a failed call to a supplier: 502 with a message saying what failed, never the supplier's text. */
function supplierError(error: unknown): unknown {
  if (!(error instanceof PactClientError)) return error;
  const failure = SUPPLIER_FAILURES[error.kind];
  return new AppError(failure.status, failure.code, { cause: error });
}

function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The footprint that replaces an imported one in the supplier's current list, if any (decision 0035): the newest
 * Active footprint whose `precedingPfIds` names the imported id; else, when the imported footprint is now
 * Deprecated, the newest Active one for one of the same product ids. Only a footprint we can import (its declared
 * unit gives the same factor unit) counts.
 */
export function newerFootprintOf(
  imported: Pick<ImportRow, 'footprintId' | 'factorUnit'> & { footprint: Record<string, unknown> },
  footprints: readonly PactProductFootprint[],
): PactProductFootprint | null {
  const usable = footprints
    .filter((pf) => pf.status === 'Active' && !sameId(pf.id, imported.footprintId))
    .filter((pf) => factorValueOf(pf)?.unit === imported.factorUnit)
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  const successor = usable.find((pf) => (pf.precedingPfIds ?? []).some((id) => sameId(id, imported.footprintId)));
  if (successor) return successor;
  const current = footprints.find((pf) => sameId(pf.id, imported.footprintId));
  if (current?.status !== 'Deprecated') return null;
  const productIds = new Set((current.productIds ?? []).map((id) => id.toLowerCase()));
  return usable.find((pf) => pf.productIds.some((id) => productIds.has(id.toLowerCase()))) ?? null;
}

export interface PactSuppliersOptions {
  /** Our PACT API's public base (`{PUBLIC_BASE_URL or APP_URL}/pact`), where suppliers post their events. */
  ourPactBase: () => string;
  /** Whether suppliers on this machine or a private network may be called (AppConfig.pactAllowLocalUrls). */
  allowLocalUrls: boolean;
  log?: { warn(object: object, message: string): void };
}

/**
 * The data recipient side of PACT (issue 15 section 2, decision 0035): connections to suppliers' PACT APIs, their
 * footprints read live, imports as company emission factors, and newer versions the suppliers publish.
 */
export class PactSuppliersService {
  constructor(
    private readonly repository: PactSuppliersRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
    private readonly factors: EmissionFactorsService,
    private readonly ledger: LedgerService,
    private readonly products: ProductsService,
    private readonly options: PactSuppliersOptions,
  ) {}

  /** Any member reads; owner or admin writes (`managers`); the plan must include API access (Free: 403). */
  private async requireAccess(userId: string, companyId: string, managers: boolean): Promise<void> {
    await this.companies.requireRole(userId, companyId, managers ? companyManagers : undefined);
    await this.entitlements.assertAllowed(companyId, 'api_access');
  }

  /** The connection, for a member of its company (another company's id reads as missing). */
  private async supplier(userId: string, id: string, managers: boolean): Promise<SupplierRow> {
    const row = await this.repository.findSupplier(id);
    if (!row) throw notFound();
    await this.requireAccess(userId, row.companyId, managers);
    return row;
  }

  private toSupplier(row: SupplierRow, lang: AppLocale): PactSupplier {
    return {
      id: row.id,
      name: row.name,
      base_url: row.baseUrl,
      client_id: row.clientId,
      events_client_id: row.eventsClientId,
      events_base_url: this.options.ourPactBase(),
      last_refreshed_at: row.lastRefreshedAt?.toISOString() ?? null,
      // An errors.* key, in the reader's language; a row written before keys were stored holds the technical text.
      last_error: row.lastError?.startsWith('errors.') ? t(lang, row.lastError) : row.lastError,
      created_at: row.createdAt.toISOString(),
    };
  }

  async createSupplier(userId: string, input: CreatePactSupplierInput, lang: AppLocale): Promise<CreatedPactSupplier> {
    await this.requireAccess(userId, input.company_id, true);
    const base = normalBaseUrl(input.base_url);
    if (!acceptableBaseUrl(base, { allowLocal: this.options.allowLocalUrls })) {
      throw bodyFieldError(['base_url'], 'errors.pact_url_invalid', 'https_required');
    }
    // The credentials are tried at once: a connection that cannot get a token is not saved.
    try {
      await pactToken(base, input.client_id, input.client_secret);
    } catch (error) {
      throw supplierError(error);
    }
    const eventsClientSecret = newRandomSecret();
    const row = await this.repository.insertSupplier({
      companyId: input.company_id,
      name: input.name,
      baseUrl: base,
      clientId: input.client_id,
      clientSecret: input.client_secret,
      eventsClientId: `pact_sup_${randomBytes(12).toString('base64url')}`,
      eventsClientSecretHash: hashRandomSecret(eventsClientSecret),
      lastRefreshedAt: new Date(),
    });
    return { ...this.toSupplier(row, lang), events_client_secret: eventsClientSecret };
  }

  async listSuppliers(userId: string, companyId: string, lang: AppLocale): Promise<{ items: PactSupplier[] }> {
    await this.requireAccess(userId, companyId, false);
    return { items: (await this.repository.listSuppliers(companyId)).map((row) => this.toSupplier(row, lang)) };
  }

  /** Imports keep their factor and footprint; they lose their link to the connection (no more refresh). */
  async deleteSupplier(userId: string, id: string): Promise<void> {
    await this.supplier(userId, id, true);
    await this.repository.deleteSupplier(id);
  }

  /** The supplier's footprints, read now; the connection records when and whether that worked. */
  private async read(row: SupplierRow): Promise<FootprintListing> {
    try {
      const token = await pactToken(row.baseUrl, row.clientId, row.clientSecret);
      const listing = await pactListFootprints(row.baseUrl, token);
      if (listing.invalid.length > 0) {
        this.options.log?.warn(
          { supplierId: row.id, invalid: listing.invalid },
          `${listing.invalid.length} PACT footprint(s) of the supplier do not follow the v3 schema: left out`,
        );
      }
      await this.repository.recordRead(row.id, null);
      return listing;
    } catch (error) {
      if (error instanceof PactClientError) {
        // The message key, shown in each reader's language; the technical detail goes to the log.
        this.options.log?.warn({ supplierId: row.id, error: error.message }, 'PACT supplier read failed');
        await this.repository.recordRead(row.id, `errors.${SUPPLIER_FAILURES[error.kind].code}`);
      }
      throw supplierError(error);
    }
  }

  async listSupplierFootprints(
    userId: string,
    id: string,
  ): Promise<{ items: SupplierFootprint[]; skipped: number }> {
    const row = await this.supplier(userId, id, false);
    const listing = await this.read(row);
    const imported = await this.repository.importedFootprints(row.companyId);
    const items: SupplierFootprint[] = [];
    let unsupported = 0;
    for (const pf of listing.footprints) {
      const factor = factorValueOf(pf);
      if (!factor) {
        unsupported += 1;
        continue;
      }
      const pcf = pf.pcf;
      const link = imported.get(pf.id.toLowerCase());
      items.push({
        id: pf.id,
        status: pf.status,
        created: pf.created,
        product_name: pf.productNameCompany,
        product_description: pf.productDescription,
        product_ids: pf.productIds,
        company_name: pf.companyName,
        declared_unit: pcf.declaredUnitOfMeasurement,
        declared_unit_amount: pcf.declaredUnitAmount,
        pcf_excluding_biogenic_uptake: pcf.pcfExcludingBiogenicUptake,
        kg_co2e_per_factor_unit: factor.value,
        factor_unit: factor.unit,
        reference_period_start: pcf.referencePeriodStart,
        reference_period_end: pcf.referencePeriodEnd,
        geography:
          pcf.geographyCountrySubdivision ?? pcf.geographyCountry ?? pcf.geographyRegionOrSubregion ?? null,
        primary_data_share: pcf.primaryDataShare ?? null,
        imported_as: link ? { import_id: link.importId, emission_factor_id: link.factorId } : null,
        footprint: pf as unknown as Record<string, unknown>,
      });
    }
    return { items, skipped: listing.invalid.length + unsupported };
  }

  async refreshSupplier(userId: string, id: string): Promise<{ items: PactImport[] }> {
    const row = await this.supplier(userId, id, true);
    await this.refreshConnection(row);
    return this.importsOf(row.companyId, { supplierId: row.id });
  }

  /** Reads the supplier again and records, on each of its imports, the newer footprint it now has (or none). */
  async refreshConnection(row: SupplierRow): Promise<void> {
    const listing = await this.read(row);
    for (const imported of await this.repository.listImports(row.companyId, { supplierId: row.id })) {
      const newer = newerFootprintOf(imported, listing.footprints);
      if ((newer?.id ?? null) === imported.newerFootprintId) continue;
      await this.repository.setNewer(
        imported.id,
        newer
          ? { id: newer.id, footprint: newer as unknown as Record<string, unknown>, created: new Date(newer.created) }
          : null,
      );
    }
  }

  async listImports(userId: string, companyId: string): Promise<{ items: PactImport[] }> {
    await this.requireAccess(userId, companyId, false);
    return this.importsOf(companyId);
  }

  private async importsOf(
    companyId: string,
    filter: { supplierId?: string; ids?: string[] } = {},
  ): Promise<{ items: PactImport[] }> {
    const rows = await this.repository.listImports(companyId, filter);
    const usage = await this.repository.usage(
      companyId,
      rows.filter((row) => row.newerFootprintId).map((row) => row.emissionFactorId),
    );
    return { items: rows.map((row) => this.toImport(row, usage)) };
  }

  private toImport(row: ImportWithFactor, usage: Map<string, { entries: number; productLines: number }>): PactImport {
    const footprint = row.footprint as Partial<PactProductFootprint>;
    const newerValue = row.newerFootprint ? factorValueOf(row.newerFootprint) : null;
    const used = usage.get(row.emissionFactorId) ?? { entries: 0, productLines: 0 };
    return {
      id: row.id,
      supplier_id: row.supplierId,
      supplier_name: row.supplierName,
      footprint_id: row.footprintId,
      emission_factor_id: row.emissionFactorId,
      factor_name: row.factorName,
      factor_unit: row.factorUnit,
      kg_co2e_per_factor_unit: row.kgCo2ePerFactorUnit,
      product_name: String(footprint.productNameCompany ?? ''),
      footprint_created: String(footprint.created ?? ''),
      imported_at: row.createdAt.toISOString(),
      newer_footprint:
        row.newerFootprintId && newerValue
          ? {
              id: row.newerFootprintId,
              created: (row.newerFootprintCreated ?? row.updatedAt).toISOString(),
              kg_co2e_per_factor_unit: newerValue.value,
              change_percent: changePercent(row.kgCo2ePerFactorUnit, newerValue.value),
              entries_using: used.entries,
              product_lines_using: used.productLines,
            }
          : null,
    };
  }

  private async importById(companyId: string, id: string): Promise<PactImport> {
    const { items } = await this.importsOf(companyId, { ids: [id] });
    if (!items[0]) throw notFound();
    return items[0];
  }

  /** The factor's fields from a footprint: named after the supplier's product and the supplier, in both languages. */
  private factorFields(pf: PactProductFootprint, supplierName: string, lang: AppLocale) {
    const name = `${pf.productNameCompany} (${supplierName})`.slice(0, 300);
    // The period's end is exclusive (a footprint of 2025 ends 2026-01-01T00:00:00Z): its year is the last instant's.
    const lastInstant = new Date(new Date(pf.pcf.referencePeriodEnd).getTime() - 1);
    return {
      name,
      year: Number.isNaN(lastInstant.getTime()) ? null : lastInstant.getUTCFullYear(),
      country_code: pf.pcf.geographyCountry ?? null,
      comment: t(lang, 'factors.pact_import_comment', {
        footprintId: pf.id,
        company: pf.companyName,
        supplier: supplierName,
      }),
    };
  }

  /**
   * A supplier's footprint as a company factor per declared unit, through the company factor's own creation (the
   * same row, checks and search as a factor the company types). A Deprecated footprint may be imported: the
   * import then shows its newer version at the next refresh.
   */
  async createImport(userId: string, input: CreatePactImportInput, lang: AppLocale): Promise<PactImport> {
    await this.requireAccess(userId, input.company_id, true);
    const row = await this.repository.findSupplier(input.supplier_id);
    if (!row || row.companyId !== input.company_id) throw notFound();
    const imported = await this.repository.importedFootprints(row.companyId);
    if (imported.has(input.footprint_id.toLowerCase())) throw new AppError(409, 'pact_footprint_imported');
    let pf: PactProductFootprint;
    try {
      const token = await pactToken(row.baseUrl, row.clientId, row.clientSecret);
      pf = await pactGetFootprint(row.baseUrl, token, input.footprint_id);
    } catch (error) {
      throw supplierError(error);
    }
    const value = factorValueOf(pf);
    if (!value) throw bodyFieldError(['footprint_id'], 'errors.pact_import_unit_unsupported', 'unit_unsupported');
    const fields = this.factorFields(pf, row.name, lang);
    const factor = await this.factors.create(
      userId,
      {
        company_id: row.companyId,
        name_en: fields.name,
        name_fr: fields.name,
        unit: value.unit,
        kg_co2e_per_unit: Number(value.value),
        category_path: ['PACT', row.name.slice(0, 200)],
        country_code: fields.country_code,
        year: fields.year,
        comment: fields.comment,
      },
      lang,
      { gwpBasis: gwpBasisOf(pf) },
    );
    const created = await this.repository.insertImport({
      companyId: row.companyId,
      supplierId: row.id,
      supplierName: row.name,
      footprintId: pf.id,
      footprint: pf as unknown as Record<string, unknown>,
      factorUnit: value.unit,
      kgCo2ePerFactorUnit: value.value,
      emissionFactorId: factor.id,
    });
    if (!created) {
      // Imported by another request meanwhile: that import stands, this factor goes.
      await this.factors.delete(userId, factor.id);
      throw new AppError(409, 'pact_footprint_imported');
    }
    return this.importById(row.companyId, created.id);
  }

  /**
   * Takes the newer footprint: the factor gets its value through the company factor's own update, then the
   * entries using it are recomputed (the ledger's recompute, for this factor only) and the products using it are
   * saved again (their lines copy the factor at save, their footprint and the products above them follow).
   */
  async applyNewer(userId: string, id: string, lang: AppLocale): Promise<PactImport> {
    const row = await this.repository.findImport(id);
    if (!row) throw notFound();
    await this.requireAccess(userId, row.companyId, true);
    const newer = row.newerFootprint as PactProductFootprint | null;
    const value = newer ? factorValueOf(newer) : null;
    if (!newer || !value || !row.newerFootprintId) throw new AppError(409, 'pact_no_newer_footprint');
    const fields = this.factorFields(newer, row.supplierName, lang);
    await this.factors.update(
      userId,
      row.emissionFactorId,
      {
        kg_co2e_per_unit: Number(value.value),
        year: fields.year,
        country_code: fields.country_code,
        comment: fields.comment,
      },
      lang,
      { gwpBasis: gwpBasisOf(newer) },
    );
    for (const year of await this.repository.entryYears(row.companyId, row.emissionFactorId)) {
      await this.ledger.recompute(
        userId,
        { company_id: row.companyId, period_year: year, dry_run: false },
        { factorIds: [row.emissionFactorId] },
      );
    }
    for (const productId of await this.repository.productsUsing(row.companyId, row.emissionFactorId)) {
      await this.products.resave(userId, productId, lang);
    }
    // Last: should a step above fail, the newer footprint is still offered and applying it again finishes the work
    // (each step is idempotent).
    await this.repository.applyNewer(row, value.value);
    return this.importById(row.companyId, id);
  }

  // ---- Events from suppliers ----

  /** The connection whose events credentials these are, or null (compared in constant time by the caller). */
  findByEventsClientId(clientId: string): Promise<SupplierRow | null> {
    return this.repository.findSupplierByEventsClientId(clientId);
  }

  findSupplierRow(id: string): Promise<SupplierRow | null> {
    return this.repository.findSupplier(id);
  }

  /** The job a PublishedEvent starts; a company that lost API access, or a deleted connection, is skipped. */
  registerJobs(jobs: JobQueue): void {
    jobs.register<SupplierRefreshPayload>(
      PACT_SUPPLIER_REFRESH_JOB,
      async (payload) => {
        const row = await this.repository.findSupplier(payload.supplierId);
        if (!row) return { skipped: true };
        try {
          await this.entitlements.assertAllowed(row.companyId, 'api_access');
        } catch {
          return { skipped: true };
        }
        await this.refreshConnection(row);
        return { refreshed: true };
      },
      { retryLimit: SUPPLIER_REFRESH_RETRIES },
    );
  }
}
