import { referenceNotFound } from '../../platform/errors.ts';
import type {
  CatalogItemReference,
  FactorReference,
  ReferencesRepository,
  SiteReference,
} from './references.repository.ts';

/** Where the id sits in the request body, e.g. `['lines', 2, 'site_id']`; the default is the usual field name. */
export type FieldPath = readonly (string | number)[];

/**
 * Every id a request body refers to (a factor, a site, a catalog item; later a product, an entry, a scenario) is
 * resolved here through the caller's company before anything links to it. One that is unknown or another
 * company's answers 422 on its field, never a link (which would reveal that the row exists) and never a
 * foreign-key 500. The caller has already checked the user's role in that company.
 */
export class ReferencesService {
  constructor(private readonly repository: ReferencesRepository) {}

  async factor(
    companyId: string,
    id: string,
    field: FieldPath = ['emission_factor_id'],
  ): Promise<FactorReference> {
    return found(await this.repository.factor(companyId, id), field);
  }

  async site(companyId: string, id: string, field: FieldPath = ['site_id']): Promise<SiteReference> {
    return found(await this.repository.site(companyId, id), field);
  }

  async catalogItem(
    companyId: string,
    id: string,
    field: FieldPath = ['catalog_item_id'],
  ): Promise<CatalogItemReference> {
    return found(await this.repository.catalogItem(companyId, id), field);
  }
}

function found<T>(row: T | null, field: FieldPath): T {
  if (row === null) throw referenceNotFound(field);
  return row;
}
