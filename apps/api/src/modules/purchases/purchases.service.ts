import {
  MATERIAL_FACTOR_MAP,
  MissingReferenceYearError,
  capitalGoodsSchedule,
  estimatedMaterialPrice,
  purchaseAmount,
  spendEmission,
} from '@carbon/carbon/purchases';
import type { Entry } from '@carbon/contracts/ledger';
import {
  productPurchaseMessageKeys,
  purchasesMessageKeys,
  type CapitalGood,
  type CapitalGoodInput,
  type Item,
  type ItemInput,
  type Material,
  type MaterialInput,
  type PurchaseFactor,
  type ProductPurchase,
  type ProductPurchaseInput,
  type PurchasesListQuery,
  type Spend,
  type SpendInput,
} from '@carbon/contracts/purchases';
import type { AppLocale } from '@carbon/i18n/locale';
import { randomUUID } from 'node:crypto';
import { bodyFieldError, notFound } from '../../platform/errors.ts';
import { CompaniesRepository } from '../companies/companies.repository.ts';
import { CompaniesService, dataEditors } from '../companies/companies.service.ts';
import { toActivity } from '../ledger/ledger.mapper.ts';
import type { ActivityLine, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import { PurchasesRepository } from './purchases.repository.ts';

/** The activity kinds the purchases forms write (an activity is read back only as its own kind). */
export const PURCHASE_KINDS = {
  material: 'material',
  item: 'item',
  spend: 'spend',
  capitalGood: 'capital_good',
  product: 'product',
} as const;

const round = (value: number) => Number(value.toPrecision(12));

/** Input that changes how a form's factor is chosen: a factor of the library/company, or one typed per unit. */
function chosenFactor(
  mode: string,
  emissionFactorId: string | null | undefined,
  customValue: number | null | undefined,
  unit: string,
  name: string,
): ActivityLine['factor'] {
  if (mode === 'custom') return { custom: { kg_co2e_per_unit: customValue ?? 0, unit, name } };
  return { emissionFactorId: emissionFactorId ?? '' };
}

function factorOf(entry: Entry): PurchaseFactor {
  return {
    id: entry.factor.id,
    source: entry.factor.source,
    name: entry.factor.name,
    kg_co2e_per_unit: entry.factor.kg_co2e_per_unit,
    unit: entry.factor.unit,
  };
}

function firstLine(record: ActivityRecord): Entry {
  const entry = record.entries[0];
  if (!entry) throw new Error(`activity ${record.id} has no lines`);
  return entry;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export class PurchasesService {
  constructor(
    private readonly repository: PurchasesRepository,
    private readonly ledger: LedgerService,
    private readonly companies: CompaniesService,
  ) {}

  // -------------------------------------------------------------------------------------------------------------
  // Generic CRUD over one kind

  private async write(
    userId: string,
    id: string | null,
    input: { company_id: string; site_id: string; period_year: number },
    kind: string,
    lines: ActivityLine[],
    lang: AppLocale,
  ): Promise<ActivityRecord> {
    const activity = {
      companyId: input.company_id,
      siteId: input.site_id,
      periodYear: input.period_year,
      kind,
      lines,
    };
    // The ledger keeps sold products' bills of materials in step with category-1 purchases (decision 0030).
    return id === null
      ? this.ledger.createActivity(userId, activity, lang)
      : this.ledger.replaceActivity(userId, id, activity, lang);
  }

  async list<T>(
    userId: string,
    query: PurchasesListQuery,
    kind: string,
    map: (record: ActivityRecord, lang: AppLocale) => T,
    lang: AppLocale,
  ): Promise<{ items: T[] }> {
    const records = await this.ledger.listActivities(
      userId,
      { companyId: query.company_id, periodYear: query.period_year, siteId: query.site_id, kind },
      lang,
    );
    return { items: records.map((record) => map(record, lang)) };
  }

  async get<T>(
    userId: string,
    id: string,
    kind: string,
    map: (record: ActivityRecord, lang: AppLocale) => T,
    lang: AppLocale,
  ): Promise<T> {
    return map(await this.ledger.getActivity(userId, id, kind, lang), lang);
  }

  async delete(userId: string, id: string, kind: string): Promise<void> {
    await this.ledger.deleteActivity(userId, id, kind);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Bought products

  /**
   * A quantity of a product bought: its footprint per unit copied as the line's factor (named after the product,
   * with where it comes from and its version or published date), in the product's unit; another company's simple
   * product or private item, or a withdrawn report, is not found.
   */
  async saveProduct(
    userId: string,
    id: string | null,
    input: ProductPurchaseInput,
    lang: AppLocale,
  ): Promise<ProductPurchase> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const source = await this.productSource(input, lang);
    const record = await this.write(
      userId,
      id,
      input,
      PURCHASE_KINDS.product,
      [
        {
          category: 'purchased_goods',
          quantity: input.quantity,
          unit: input.unit ?? source.unit,
          factor: {
            copy: {
              factorId: null,
              factorSource: source.factorSource,
              factorDatasetVersion: source.version,
              factorNameEn: source.nameEn,
              factorNameFr: source.nameFr,
              factorKgCo2ePerUnit: source.kgPerUnit,
              factorUnit: source.unit,
              factorUncertaintyPercent: null,
              factorEnergyBasis: null,
              factorParts: null,
            },
          },
          label: lang === 'fr' ? source.nameFr : source.nameEn,
          loc: ['unit'],
          details: {
            method: 'product',
            source_kind: source.kind,
            simple_product_id: input.simple_product_id ?? null,
            catalog_item_id: input.catalog_item_id ?? null,
            product_report_slug: input.product_report_slug ?? null,
            product_name: lang === 'fr' ? source.nameFr : source.nameEn,
            product_owner: source.owner,
            product_unit: source.unit,
            source_version: source.version,
            supplier: input.supplier ?? null,
          },
        },
      ],
      lang,
    );
    return toProductPurchase(record);
  }

  private async productSource(
    input: ProductPurchaseInput,
    lang: AppLocale,
  ): Promise<{
    kind: ProductPurchase['source_kind'];
    nameEn: string;
    nameFr: string;
    unit: string;
    kgPerUnit: number;
    factorSource: string;
    version: string | null;
    owner: string | null;
  }> {
    const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);
    if (input.simple_product_id) {
      const row = await this.repository.simpleProduct(input.company_id, input.simple_product_id);
      if (!row) throw notFound();
      return {
        kind: 'simple_product',
        nameEn: row.name,
        nameFr: row.name,
        unit: 'unit',
        kgPerUnit: row.emissionsPerUnit,
        factorSource: 'simple_product',
        version: day(row.updatedAt),
        owner: null,
      };
    }
    if (input.catalog_item_id) {
      const row = await this.repository.catalogItem(input.company_id, input.catalog_item_id);
      if (!row) throw notFound();
      if (row.emissionPerUnit === null) {
        throw bodyFieldError(['catalog_item_id'], productPurchaseMessageKeys.noFootprint, 'no_footprint');
      }
      return {
        kind: 'catalog_item',
        nameEn: row.name,
        nameFr: row.nameFr ?? row.name,
        unit: row.unit,
        kgPerUnit: row.emissionPerUnit,
        factorSource: row.factorSource ?? (row.companyId ? 'catalog_item' : 'catalog_library'),
        version: row.factorVersion ?? day(row.updatedAt),
        owner: row.companyId ? null : lang === 'fr' ? 'Bibliothèque' : 'Library',
      };
    }
    const row = await this.repository.publishedReport(input.product_report_slug ?? '');
    if (!row) throw notFound();
    const footprint = row.footprint as { kg_co2e_per_unit?: number };
    return {
      kind: 'product_report',
      nameEn: row.name,
      nameFr: row.name,
      unit: row.unit,
      kgPerUnit: footprint.kg_co2e_per_unit ?? 0,
      factorSource: 'product_report',
      version: day(row.publishedAt),
      owner: row.companyName,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Materials

  async saveMaterial(
    userId: string,
    id: string | null,
    input: MaterialInput,
    lang: AppLocale,
  ): Promise<Material> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    let factor: ActivityLine['factor'];
    let reason: { en: string; fr: string } | null = null;
    if (input.factor_mode === 'auto') {
      const choice = MATERIAL_FACTOR_MAP[input.material_type];
      const found = await this.repository.findLibraryFactorByKey(choice.key);
      if (!found)
        throw new Error(`the library lacks the auto factor ${choice.key} of ${input.material_type}`);
      factor = { emissionFactorId: found.id };
      reason = { en: choice.reasonEn, fr: choice.reasonFr };
    } else {
      factor = chosenFactor(
        input.factor_mode,
        input.emission_factor_id,
        input.custom_kg_co2e_per_tonne,
        'tonne',
        input.name,
      );
    }
    let price: number | null = null;
    let priceSource: string | null = null;
    if (input.price_mode === 'estimated') {
      const estimate = estimatedMaterialPrice(input.material_type);
      if (!estimate)
        throw bodyFieldError(['price_mode'], purchasesMessageKeys.noEstimatedPrice, 'no_estimated_price');
      price = estimate.eurPerTonne;
      priceSource = `${estimate.source} (${estimate.year})`;
    } else if (input.price_mode === 'custom') {
      price = input.price_eur_per_tonne ?? null;
    }
    const record = await this.write(
      userId,
      id,
      input,
      PURCHASE_KINDS.material,
      [
        {
          category: 'purchased_goods',
          quantity: input.quantity_tonnes,
          unit: 'tonne',
          factor,
          label: input.name,
          loc: [input.factor_mode === 'search' ? 'emission_factor_id' : 'factor_mode'],
          amountEur: price === null ? null : purchaseAmount(input.quantity_tonnes, price),
          details: {
            method: 'material',
            material_type: input.material_type,
            name: input.name,
            quantity_tonnes: input.quantity_tonnes,
            supplier: input.supplier ?? null,
            factor_mode: input.factor_mode,
            factor_reason_en: reason?.en ?? null,
            factor_reason_fr: reason?.fr ?? null,
            price_mode: input.price_mode ?? null,
            price_eur_per_tonne: price,
            price_source: priceSource,
          },
        },
      ],
      lang,
    );
    return toMaterial(record, lang);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Items

  async saveItem(userId: string, id: string | null, input: ItemInput, lang: AppLocale): Promise<Item> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const price = input.price_eur_per_unit ?? null;
    const record = await this.write(
      userId,
      id,
      input,
      PURCHASE_KINDS.item,
      [
        {
          category: 'purchased_goods',
          quantity: input.quantity,
          unit: input.unit,
          factor: chosenFactor(
            input.factor_mode,
            input.emission_factor_id,
            input.custom_kg_co2e_per_unit,
            input.unit,
            input.item,
          ),
          label: input.item,
          loc: ['unit'],
          amountEur: price === null ? null : purchaseAmount(input.quantity, price),
          details: {
            method: 'item',
            category_level2: input.category_level2,
            category_level3: input.category_level3 ?? null,
            item: input.item,
            factor_mode: input.factor_mode,
            price_eur_per_unit: price,
          },
        },
      ],
      lang,
    );
    return toItem(record);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Spend

  async saveSpend(userId: string, id: string | null, input: SpendInput, lang: AppLocale): Promise<Spend> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const factor = await this.repository.findVisibleFactor(input.company_id, input.emission_factor_id);
    if (!factor) throw notFound();
    if (factor.unitFamily !== 'money' || factor.unit !== 'EUR') {
      throw bodyFieldError(['emission_factor_id'], purchasesMessageKeys.factorNotMonetary, 'factor_not_monetary');
    }
    let computation;
    try {
      computation = spendEmission({
        amount: input.amount,
        currency: input.currency,
        purchaseYear: input.period_year,
        factorKgCo2ePerEur: factor.kgCo2ePerUnit,
        factorPriceYear: factor.priceYear,
      });
    } catch (error) {
      if (error instanceof MissingReferenceYearError) {
        throw bodyFieldError(['period_year'], purchasesMessageKeys.noReferenceYear, 'no_reference_year');
      }
      throw error;
    }
    const record = await this.write(
      userId,
      id,
      input,
      PURCHASE_KINDS.spend,
      [
        {
          category: input.purchase_category === 'services' ? 'purchased_services' : 'purchased_goods',
          quantity: round(computation.amountInFactorYearEur),
          unit: 'EUR',
          factor: { emissionFactorId: factor.id },
          label: input.label,
          loc: ['emission_factor_id'],
          amountEur: Math.round(computation.amountEur * 100) / 100,
          details: {
            method: 'spend',
            purchase_category: input.purchase_category,
            label: input.label,
            amount: input.amount,
            currency: input.currency,
            factor_price_year: factor.priceYear,
            amount_in_factor_year_eur: round(computation.amountInFactorYearEur),
            steps: computation.steps.map((step) => ({
              kind: step.kind,
              description: step.description,
              from_year: step.fromYear,
              to_year: step.toYear,
              from_value: step.fromValue,
              to_value: step.toValue,
              multiplier: step.multiplier,
              source: step.source,
            })),
            precision: 'least_precise',
          },
        },
      ],
      lang,
    );
    return toSpend(record);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Capital goods

  /**
   * A capital good: the whole in the purchase year (one activity), or spread over its useful life — one activity per
   * year of the life (the ledger's activities are one site and one year), each with the year's equal share, linked by
   * details.group_id. PUT and DELETE on any year's id act on the whole good, and every year is written in one
   * transaction (LedgerService.transaction): all years or none.
   */
  saveCapitalGood(
    userId: string,
    id: string | null,
    input: CapitalGoodInput,
    lang: AppLocale,
  ): Promise<CapitalGood> {
    return this.ledger.transaction((ledger, db) =>
      new PurchasesService(
        new PurchasesRepository(db),
        ledger,
        new CompaniesService(new CompaniesRepository(db)),
      ).writeCapitalGood(userId, id, input, lang),
    );
  }

  private async writeCapitalGood(
    userId: string,
    id: string | null,
    input: CapitalGoodInput,
    lang: AppLocale,
  ): Promise<CapitalGood> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const life = input.accounting === 'spread' ? (input.useful_life_years ?? 1) : 1;
    const share = 1 / life;
    const previous = id === null ? null : await this.capitalGoodMembers(userId, id, lang);
    const groupId = previous?.groupId ?? randomUUID();
    const lineOf = (yearIndex: number): ActivityLine => ({
      category: 'capital_goods',
      // Each year's line counts its share of the good: the whole, or 1 / life of it when spread.
      quantity: round(input.quantity * share),
      unit: input.unit,
      factor: chosenFactor(
        input.factor_mode,
        input.emission_factor_id,
        input.custom_kg_co2e_per_unit,
        input.unit,
        input.name,
      ),
      label: input.name,
      loc: ['unit'],
      // What the good cost belongs to the purchase year.
      amountEur: yearIndex === 0 ? (input.amount_eur ?? null) : null,
      details: {
        method: 'capital_good',
        name: input.name,
        quantity: input.quantity,
        unit: input.unit,
        factor_mode: input.factor_mode,
        accounting: input.accounting,
        useful_life_years: input.accounting === 'spread' ? life : null,
        share,
        group_id: groupId,
        year_index: yearIndex,
        purchase_year: input.period_year,
      },
    });
    const head = await this.write(
      userId,
      previous?.headId ?? null,
      input,
      PURCHASE_KINDS.capitalGood,
      [lineOf(0)],
      lang,
    );
    // The later years: the previous ones are removed, the new life's written.
    for (const member of previous?.others ?? [])
      await this.ledger.deleteActivity(userId, member, PURCHASE_KINDS.capitalGood);
    for (let index = 1; index < life; index += 1) {
      await this.write(
        userId,
        null,
        { ...input, period_year: input.period_year + index },
        PURCHASE_KINDS.capitalGood,
        [lineOf(index)],
        lang,
      );
    }
    return toCapitalGood(head);
  }

  /** Deletes the good in every year of its life, in one transaction. */
  deleteCapitalGood(userId: string, id: string, lang: AppLocale): Promise<void> {
    return this.ledger.transaction(async (ledger, db) => {
      const inTransaction = new PurchasesService(
        new PurchasesRepository(db),
        ledger,
        new CompaniesService(new CompaniesRepository(db)),
      );
      const members = await inTransaction.capitalGoodMembers(userId, id, lang);
      for (const member of [...members.others, members.headId]) {
        await ledger.deleteActivity(userId, member, PURCHASE_KINDS.capitalGood);
      }
    });
  }

  /** The activities of the good an id belongs to (404 for another kind or company): the purchase year's, the others. */
  private async capitalGoodMembers(
    userId: string,
    id: string,
    lang: AppLocale,
  ): Promise<{ groupId: string; headId: string; others: string[] }> {
    const record = await this.ledger.getActivity(userId, id, PURCHASE_KINDS.capitalGood, lang);
    const groupId = textOrNull(firstLine(record).details.group_id);
    if (!groupId) return { groupId: randomUUID(), headId: id, others: [] };
    const members = await this.repository.capitalGoodGroup(record.companyId, groupId);
    const purchaseYear = numberOrNull(firstLine(record).details.purchase_year) ?? record.periodYear;
    const head = members.find((member) => member.periodYear === purchaseYear) ?? { activityId: id };
    return {
      groupId,
      headId: head.activityId,
      others: members
        .filter((member) => member.activityId !== head.activityId)
        .map((member) => member.activityId),
    };
  }
}

/** The company-years a purchase was in before and is in after a write (one, or two when its year changed). */
// ---------------------------------------------------------------------------------------------------------------
// Mappers: the activity and its first line's details (the form's fields) as the form's answer

export function toMaterial(record: ActivityRecord, lang: AppLocale): Material {
  const entry = firstLine(record);
  const details = entry.details;
  return {
    ...toActivity(record),
    material_type: text(details.material_type),
    name: text(details.name),
    quantity_tonnes: numberOrNull(details.quantity_tonnes) ?? entry.quantity,
    supplier: textOrNull(details.supplier),
    factor_mode: text(details.factor_mode),
    price_mode: textOrNull(details.price_mode),
    price_eur_per_tonne: numberOrNull(details.price_eur_per_tonne),
    price_source: textOrNull(details.price_source),
    factor: factorOf(entry),
    factor_reason: textOrNull(lang === 'fr' ? details.factor_reason_fr : details.factor_reason_en),
  };
}

export function toItem(record: ActivityRecord): Item {
  const entry = firstLine(record);
  const details = entry.details;
  return {
    ...toActivity(record),
    category_level2: text(details.category_level2),
    category_level3: textOrNull(details.category_level3),
    item: text(details.item),
    quantity: entry.quantity,
    unit: entry.unit,
    factor_mode: text(details.factor_mode),
    price_eur_per_unit: numberOrNull(details.price_eur_per_unit),
    factor: factorOf(entry),
  };
}

export function toSpend(record: ActivityRecord): Spend {
  const entry = firstLine(record);
  const details = entry.details;
  return {
    ...toActivity(record),
    purchase_category: text(details.purchase_category),
    label: text(details.label),
    amount: numberOrNull(details.amount) ?? 0,
    currency: text(details.currency),
    factor_price_year: numberOrNull(details.factor_price_year),
    amount_in_factor_year_eur: numberOrNull(details.amount_in_factor_year_eur) ?? entry.quantity,
    steps: Array.isArray(details.steps) ? (details.steps as Spend['steps']) : [],
    precision: 'least_precise',
    factor: factorOf(entry),
  };
}

export function toCapitalGood(record: ActivityRecord): CapitalGood {
  const entry = firstLine(record);
  const details = entry.details;
  const accounting = details.accounting === 'spread' ? 'spread' : 'purchase_year';
  const life = numberOrNull(details.useful_life_years);
  const share = numberOrNull(details.share) ?? 1;
  const total = share > 0 ? round(record.co2eKg / share) : record.co2eKg;
  const purchaseYear = numberOrNull(details.purchase_year) ?? record.periodYear;
  return {
    ...toActivity(record),
    name: text(details.name),
    quantity: numberOrNull(details.quantity) ?? entry.quantity,
    unit: text(details.unit) || entry.unit,
    factor_mode: text(details.factor_mode),
    accounting,
    useful_life_years: life,
    purchase_year: purchaseYear,
    year_index: numberOrNull(details.year_index) ?? 0,
    total_co2e_kg: total,
    schedule: capitalGoodsSchedule({
      totalCo2eKg: total,
      purchaseYear,
      accounting,
      usefulLifeYears: life ?? 1,
    }).map((year) => ({ year: year.year, share: round(year.share), co2e_kg: round(year.co2eKg) })),
    factor: factorOf(entry),
  };
}

export function toProductPurchase(record: ActivityRecord): ProductPurchase {
  const entry = firstLine(record);
  const details = entry.details;
  const kind = text(details.source_kind);
  return {
    ...toActivity(record),
    source_kind: kind === 'catalog_item' || kind === 'product_report' ? kind : ('simple_product' as const),
    simple_product_id: textOrNull(details.simple_product_id),
    catalog_item_id: textOrNull(details.catalog_item_id),
    product_report_slug: textOrNull(details.product_report_slug),
    product_name: text(details.product_name),
    product_owner: textOrNull(details.product_owner),
    quantity: entry.quantity,
    unit: entry.unit,
    supplier: textOrNull(details.supplier),
    kg_co2e_per_unit: entry.factor.kg_co2e_per_unit,
    product_unit: text(details.product_unit) || entry.factor.unit,
    source_version: textOrNull(details.source_version),
    factor: factorOf(entry),
  };
}
