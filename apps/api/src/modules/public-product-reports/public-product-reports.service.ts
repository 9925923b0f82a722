import type {
  ProductMatchItem,
  ProductMatchQuery,
  ProductMatchResponse,
  PublicReportList,
  PublicReportsQuery,
  PublicReportSummary,
} from '@carbon/contracts/public-products';
import type { AppLocale } from '@carbon/i18n/locale';
import type { ProductCatalogRepository } from '../product-catalog/product-catalog.repository.ts';
import type { PublishedReportRow } from './public-product-reports.repository.ts';
import type { PublicProductReportsRepository } from './public-product-reports.repository.ts';

function kgPerUnit(footprint: unknown): number {
  const value = (footprint as { kg_co2e_per_unit?: unknown } | null)?.kg_co2e_per_unit;
  return typeof value === 'number' ? value : 0;
}

function toSummary(row: PublishedReportRow): PublicReportSummary {
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    unit: row.unit,
    kg_co2e_per_unit: kgPerUnit(row.footprint),
    company_name: row.companyName,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Public, token-less reads: published reports and the library catalog (company_id NULL) only. */
export class PublicProductReportsService {
  constructor(
    private readonly repository: PublicProductReportsRepository,
    private readonly catalog: ProductCatalogRepository,
  ) {}

  /** Paths of the published reports (product-reports/{slug}) and their last change (YYYY-MM-DD), for the sitemap. */
  async sitemapPaths(): Promise<{ path: string; lastmod: string }[]> {
    // Two URLs (English, French) per report, within a sitemap file's 50,000.
    const rows = await this.repository.listPublishedSlugs(20_000);
    return rows.map((row) => ({
      path: `product-reports/${encodeURIComponent(row.slug)}`,
      lastmod: row.updatedAt.toISOString().slice(0, 10),
    }));
  }

  async list(query: PublicReportsQuery): Promise<PublicReportList> {
    const { rows, total } = await this.repository.listPublished(query.limit, query.offset);
    return { items: rows.map(toSummary), total, limit: query.limit, offset: query.offset };
  }

  async match(query: ProductMatchQuery, lang: AppLocale): Promise<ProductMatchResponse> {
    const [reports, items] = await Promise.all([
      this.repository.searchPublished(query.q, query.limit),
      // companyId null: the library's items only, never a company's private item.
      this.catalog.search({ query: query.q, lang, limit: query.limit, minScore: 0, companyId: null }),
    ]);
    const fromReports: ProductMatchItem[] = reports.map((row) => ({
      kind: 'report',
      slug: row.slug,
      name: row.name,
      category: row.category,
      unit: row.unit,
      kg_co2e_per_unit: kgPerUnit(row.footprint),
      company_name: row.companyName,
      score: Math.min(1, Math.max(0, row.score)),
    }));
    const fromCatalog: ProductMatchItem[] = items
      .filter((row) => row.companyId === null)
      .map((row) => {
        const french = lang === 'fr';
        return {
          kind: 'catalog_item',
          slug: null,
          name: french && row.nameFr ? row.nameFr : row.name,
          category: french && row.categoryFr ? row.categoryFr : row.category,
          unit: row.unit,
          kg_co2e_per_unit: row.emissionPerUnit,
          company_name: null,
          score: Math.min(1, Math.max(0, row.score)),
        };
      });
    const merged = [...fromReports, ...fromCatalog]
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, query.limit);
    return { query: query.q, items: merged };
  }
}
