import {
  estimatedEurPerKg,
  factorPerKg,
  isPackagingMaterial,
  PACKAGING_MATERIAL_INFO,
  packagingPriceEur,
  packagingQuantity,
  PackagingConfigurationError,
  weightInKg,
  type PackagingFactorValue,
} from '@carbon/carbon/packaging';
import {
  PACKAGING_ACTIVITY_KIND,
  PACKAGING_CATEGORY,
  type ListPackagingQuery,
  type Packaging,
  type PackagingInput,
  type PackagingList,
} from '@carbon/contracts/packaging';
import type { AppLocale } from '@carbon/i18n/locale';
import { AppError, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import type { ActivityLine, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import { toPackaging, type PackagingDetails } from './packaging.mapper.ts';
import type { PackagingCatalogItem, PackagingRepository } from './packaging.repository.ts';

/** SPEC section 8: 'Invalid packaging configuration' (a combination the engine cannot compute); nothing is written. */
export const invalidPackaging = (reason: string) =>
  new AppError(422, 'invalid_packaging', { cause: new Error(reason) });

const KG_PER: Record<string, number> = { kg: 1, g: 0.001, tonne: 1000 };
const round = (value: number) => Number(value.toPrecision(12));

/** What a packaging form becomes: the one ledger line, and what the response echoes. */
interface PackagingPlan {
  line: ActivityLine;
}

export class PackagingService {
  constructor(
    private readonly repository: PackagingRepository,
    private readonly companies: CompaniesService,
    private readonly ledger: LedgerService,
  ) {}

  async list(userId: string, query: ListPackagingQuery, lang: AppLocale): Promise<PackagingList> {
    const records = await this.ledger.listActivities(
      userId,
      { companyId: query.company_id, periodYear: query.period_year, siteId: query.site_id, kind: PACKAGING_ACTIVITY_KIND },
      lang,
    );
    const items = records.map(toPackaging);
    const priced = items.filter((item) => item.amount_eur !== null);
    return {
      items,
      total_co2e_kg: round(items.reduce((sum, item) => sum + item.co2e_kg, 0)),
      total_amount_eur: priced.length ? round(priced.reduce((sum, item) => sum + (item.amount_eur ?? 0), 0)) : null,
      total_weight_kg: round(items.reduce((sum, item) => sum + item.weight_kg, 0)),
    };
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<Packaging> {
    return toPackaging(await this.ledger.getActivity(userId, id, PACKAGING_ACTIVITY_KIND, lang));
  }

  async create(userId: string, input: PackagingInput, lang: AppLocale): Promise<Packaging> {
    const plan = await this.plan(userId, input);
    const record = await this.ledger.createActivity(userId, this.activityOf(input, plan), lang);
    return toPackaging(record);
  }

  async update(userId: string, id: string, input: PackagingInput, lang: AppLocale): Promise<Packaging> {
    // Another company's or another form's id is 404 before the body is looked at; the body names the line's company
    // (a member of two companies cannot move a line, or use the other company's catalog items on it).
    const current = await this.ledger.getActivity(userId, id, PACKAGING_ACTIVITY_KIND, lang);
    if (current.companyId !== input.company_id) throw notFound();
    const plan = await this.plan(userId, input);
    const record: ActivityRecord = await this.ledger.replaceActivity(userId, id, this.activityOf(input, plan), lang);
    return toPackaging(record);
  }

  delete(userId: string, id: string): Promise<void> {
    return this.ledger.deleteActivity(userId, id, PACKAGING_ACTIVITY_KIND);
  }

  private activityOf(input: PackagingInput, plan: PackagingPlan) {
    return {
      companyId: input.company_id,
      siteId: input.site_id,
      periodYear: input.period_year,
      kind: PACKAGING_ACTIVITY_KIND,
      lines: [plan.line],
    };
  }

  /**
   * The line the form becomes, computed by the engine (packages/carbon/src/packaging) before anything is written:
   * membership, site and catalog item first (404), then what cannot be computed (422 invalid_packaging).
   */
  private async plan(userId: string, input: PackagingInput): Promise<PackagingPlan> {
    const companyId = input.company_id;
    await this.companies.requireRole(userId, companyId, dataEditors);
    if (!(await this.repository.siteExists(companyId, input.site_id))) throw notFound();
    const item = input.catalog_item_id ? await this.repository.findCatalogItem(companyId, input.catalog_item_id) : null;
    if (input.catalog_item_id && !item) throw notFound();
    if (!isPackagingMaterial(input.material)) throw invalidPackaging('material');
    try {
      const itemUnitWeight = item && item.unit === 'unit' ? weightInKg(item.weight, item.weightUnit) : null;
      const quantity = packagingQuantity({
        mode: input.quantity_mode,
        units: input.units,
        unitWeightKg: input.unit_weight_kg ?? itemUnitWeight,
        totalWeightKg: input.total_weight_kg,
      });
      const { factor, origin, perKg } = await this.factorOf(input, item, quantity);
      let estimated: number | null = null;
      if (input.price_mode === 'estimated') {
        const info = PACKAGING_MATERIAL_INFO[input.material];
        const items = await this.repository.pricedItems(companyId, info.catalogMaterials);
        estimated = estimatedEurPerKg(
          items.map((row) => ({
            pricePerUnit: row.pricePerUnit,
            unit: row.unit,
            weightKg: weightInKg(row.weight, row.weightUnit),
          })),
        );
      }
      const priceEur = packagingPriceEur(
        {
          mode: input.price_mode,
          catalog: item ? { pricePerUnit: item.pricePerUnit, unit: item.unit } : null,
          customPriceEur: input.price_eur,
          estimatedEurPerKg: estimated,
        },
        quantity,
      );
      const recycled =
        input.recycled_content_percent ?? (PACKAGING_MATERIAL_INFO[input.material].recycledContentPercent || null);
      const details: PackagingDetails = {
        catalog_item_id: input.catalog_item_id ?? null,
        material: input.material,
        size: input.size?.trim() || null,
        name: input.name?.trim() || null,
        quantity_mode: input.quantity_mode,
        units: quantity.units,
        unit_weight_kg: quantity.unitWeightKg,
        total_weight_kg: input.quantity_mode === 'weight' ? quantity.kg : null,
        weight_kg: quantity.kg,
        recyclable: input.recyclable,
        recycled_content_percent: recycled,
        region: input.region?.trim() || null,
        factor_mode: input.factor_mode,
        factor_origin: origin,
        emission_factor_id: input.factor_mode === 'search' ? (input.emission_factor_id ?? null) : null,
        custom_factor: input.factor_mode === 'custom' ? (input.custom_factor ?? null) : null,
        factor_kg_co2e_per_kg: perKg,
        price_mode: input.price_mode,
        price_eur: priceEur,
        estimated_eur_per_kg: estimated,
      };
      return {
        line: {
          category: PACKAGING_CATEGORY,
          quantity: quantity.kg,
          unit: 'kg',
          factor,
          label: details.name ?? details.size ?? input.material,
          details,
          amountEur: priceEur,
          loc: input.factor_mode === 'search' ? ['emission_factor_id'] : ['material'],
        },
      };
    } catch (error) {
      if (error instanceof PackagingConfigurationError) throw invalidPackaging(error.reason);
      throw error;
    }
  }

  /** The factor per kg of packaging, by mode (auto: the catalog item's, else the material's library factor). */
  private async factorOf(
    input: PackagingInput,
    item: PackagingCatalogItem | null,
    quantity: ReturnType<typeof packagingQuantity>,
  ): Promise<{ factor: ActivityLine['factor']; origin: PackagingDetails['factor_origin']; perKg: number | null }> {
    const spread = (value: PackagingFactorValue, name: string) => {
      const perKg = factorPerKg(value, quantity);
      return { factor: { custom: { kg_co2e_per_unit: perKg, unit: 'kg', name } }, perKg };
    };
    if (input.factor_mode === 'search') {
      return { factor: { emissionFactorId: input.emission_factor_id! }, origin: 'search', perKg: null };
    }
    if (input.factor_mode === 'custom') {
      const custom = input.custom_factor!;
      const value: PackagingFactorValue =
        custom.per === 'unit'
          ? { per: 'unit', kgCo2ePerUnit: custom.kg_co2e_per_unit }
          : { per: 'kg', kgCo2ePerKg: custom.kg_co2e_per_unit };
      return { ...spread(value, input.name?.trim() || input.size?.trim() || input.material), origin: 'custom' };
    }
    if (item?.emissionFactorId) {
      return { factor: { emissionFactorId: item.emissionFactorId }, origin: 'catalog_factor', perKg: null };
    }
    if (item && item.emissionPerUnit !== null) {
      const kgPer = KG_PER[item.unit];
      const value: PackagingFactorValue =
        item.unit === 'unit'
          ? { per: 'unit', kgCo2ePerUnit: item.emissionPerUnit }
          : kgPer !== undefined
            ? { per: 'kg', kgCo2ePerKg: round(item.emissionPerUnit / kgPer) }
            : (() => {
                throw new PackagingConfigurationError('material_without_factor');
              })();
      return { ...spread(value, item.name), origin: 'catalog_emission' };
    }
    const key = PACKAGING_MATERIAL_INFO[input.material].factorKey;
    const id = key ? await this.repository.libraryFactorId(key) : null;
    if (!id) throw new PackagingConfigurationError('material_without_factor');
    return { factor: { emissionFactorId: id }, origin: 'material', perKg: null };
  }
}
