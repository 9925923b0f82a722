import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type {
  CreatedPactPartner,
  CreatePactPartnerInput,
  CreatePactShareInput,
  PactPartner,
  PactShare,
} from '@carbon/contracts/pact';
import { AppError, notFound } from '../../platform/errors.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import { buildFootprintContent, productFootprintDocument } from './pact-footprint.ts';
import type { FootprintRow, PactRepository, PartnerRow } from './pact.repository.ts';

/** A PACT token lives an hour; the partner asks for a new one (client credentials have no refresh token). */
export const PACT_TOKEN_TTL_SECONDS = 3600;
/** Distinguishes PACT tokens from the app's session tokens, which are signed with the same secret. */
const PACT_AUDIENCE = 'pact';

/** An error of the PACT API: `{code, message}` with the specification's codes (rest-api.md, "Error codes"). */
export class PactError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code:
      'BadRequest' | 'AccessDenied' | 'TokenExpired' | 'NotFound' | 'InternalError' | 'NotImplemented',
    message: string,
  ) {
    super(message);
  }
}

export type ProductFootprint = Record<string, unknown> & {
  id: string;
  status: string;
  companyIds: string[];
  productIds: string[];
  productClassifications?: string[];
  validityPeriodStart?: string;
  validityPeriodEnd?: string;
  pcf: Record<string, unknown>;
};

/** The filters of ListFootprints and of a RequestCreatedEvent: each list is OR, the criteria AND together. */
export interface FootprintFilters {
  productId?: string[];
  companyId?: string[];
  geography?: string[];
  classification?: string[];
  status?: string[];
  validOn?: string[];
  validAfter?: string[];
  validBefore?: string[];
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function time(value: string): number | null {
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/**
 * Whether a footprint passes the filters. An unknown value simply matches nothing (`{"data": []}`, never 400); an
 * unparseable date matches nothing either. The validity period falls back to the reference period end + 3 years,
 * as the specification says, though ours always has one.
 */
export function matchesFilters(pf: ProductFootprint, filters: FootprintFilters): boolean {
  const any = (values: string[] | undefined, test: (value: string) => boolean) =>
    !values || values.length === 0 || values.some(test);
  const pcf = pf.pcf;
  const start = time(pf.validityPeriodStart ?? String(pcf.referencePeriodEnd));
  const endText = pf.validityPeriodEnd;
  const end = endText
    ? time(endText)
    : start === null
      ? null
      : new Date(start).setUTCFullYear(new Date(start).getUTCFullYear() + 3);
  const geographies = [
    pcf.geographyCountry,
    pcf.geographyRegionOrSubregion,
    pcf.geographyCountrySubdivision,
  ].filter((g): g is string => typeof g === 'string');
  return (
    any(filters.productId, (v) => pf.productIds.includes(v)) &&
    any(filters.companyId, (v) => pf.companyIds.includes(v)) &&
    any(filters.geography, (v) => geographies.includes(v)) &&
    any(filters.classification, (v) => (pf.productClassifications ?? []).includes(v)) &&
    any(filters.status, (v) => pf.status === v) &&
    any(filters.validOn, (v) => {
      const t = time(v);
      return t !== null && start !== null && end !== null && start <= t && t <= end;
    }) &&
    any(filters.validAfter, (v) => {
      const t = time(v);
      return t !== null && start !== null && start > t;
    }) &&
    any(filters.validBefore, (v) => {
      const t = time(v);
      return t !== null && end !== null && end < t;
    })
  );
}

export class PactService {
  private readonly key: Uint8Array;

  constructor(
    private readonly repository: PactRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Owner or admin of a company whose plan includes API access (Free: 403 plan_limit). */
  private async requireManager(userId: string, companyId: string): Promise<void> {
    await this.companies.requireRole(userId, companyId, companyManagers);
    await this.entitlements.assertAllowed(companyId, 'api_access');
  }

  // ---- The app's API (/api/v1/pact/...) ----

  async createPartner(userId: string, input: CreatePactPartnerInput): Promise<CreatedPactPartner> {
    await this.requireManager(userId, input.company_id);
    const clientId = `pact_${randomBytes(12).toString('base64url')}`;
    const clientSecret = randomBytes(32).toString('base64url');
    const row = await this.repository.insertPartner({
      companyId: input.company_id,
      name: input.name,
      clientId,
      clientSecretHash: hashSecret(clientSecret),
      callbackBaseUrl: input.callback_base_url?.replace(/\/+$/, '') ?? null,
      callbackClientId: input.callback_client_id,
      callbackClientSecret: input.callback_client_secret,
    });
    return { id: row.id, name: row.name, client_id: clientId, client_secret: clientSecret };
  }

  async listPartners(userId: string, companyId: string): Promise<{ items: PactPartner[] }> {
    await this.requireManager(userId, companyId);
    const rows = await this.repository.listPartners(companyId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        client_id: row.clientId,
        callback_base_url: row.callbackBaseUrl,
        callback_client_id: row.callbackClientId,
        revoked: row.revoked,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async revokePartner(userId: string, id: string): Promise<void> {
    const partner = await this.repository.findPartner(id);
    if (!partner) throw notFound();
    await this.requireManager(userId, partner.companyId);
    await this.repository.revokePartner(id);
  }

  async createShare(userId: string, input: CreatePactShareInput): Promise<PactShare> {
    await this.requireManager(userId, input.company_id);
    const [partner, product] = await Promise.all([
      this.repository.findPartner(input.partner_id),
      this.repository.findProduct(input.product_id),
    ]);
    // Another company's partner or product reads as missing, like any id of another tenant.
    if (!partner || partner.companyId !== input.company_id) throw notFound();
    if (!product || product.companyId !== input.company_id) throw notFound();
    if (partner.revoked) throw new AppError(409, 'pact_partner_revoked');
    const [source] = await this.repository.productSources([product.id]);
    if (!source || !buildFootprintContent(source)) {
      throw new AppError(422, 'pact_unit_unsupported', {
        issues: [
          { loc: ['body', 'product_id'], messageKey: 'errors.pact_unit_unsupported', type: 'value_error' },
        ],
      });
    }
    const id = await this.repository.insertShare({
      companyId: input.company_id,
      partnerId: partner.id,
      productId: product.id,
    });
    if (!id) throw new AppError(409, 'pact_share_exists');
    await this.repository.saveIdentifiers(product.id, {
      productIds: input.product_ids,
      productClassifications: input.product_classifications,
      companyIds: input.company_ids,
    });
    await this.refresh([product.id]);
    const shares = await this.listShares(userId, input.company_id, product.id);
    return shares.items.find((share) => share.id === id)!;
  }

  async listShares(userId: string, companyId: string, productId?: string): Promise<{ items: PactShare[] }> {
    await this.requireManager(userId, companyId);
    const rows = await this.repository.listShares(companyId, productId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        partner_id: row.partnerId,
        partner_name: row.partnerName,
        product_id: row.productId,
        product_name: row.productName,
        footprint_id: row.footprintId,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async deleteShare(userId: string, id: string): Promise<void> {
    const share = await this.repository.findShare(id);
    if (!share) throw notFound();
    await this.requireManager(userId, share.companyId);
    await this.repository.deleteShare(id);
  }

  // ---- Versions ----

  /**
   * Brings the issued footprints of these products up to date: a product whose content changed since its Active
   * version gets a new version (new id), the old one turning Deprecated. Run at share time and before every PACT
   * read, so a partner never sees a footprint that no longer matches the product (decision 0033).
   */
  async refresh(productIds: readonly string[]): Promise<void> {
    const [sources, active] = await Promise.all([
      this.repository.productSources(productIds),
      this.repository.activeFootprints(productIds),
    ]);
    for (const source of sources) {
      const content = buildFootprintContent(source);
      if (!content) continue;
      const key = JSON.stringify(content);
      const current = active.find((row) => row.productId === source.productId) ?? null;
      if (current?.contentKey === key) continue;
      try {
        await this.repository.issue(source.productId, source.companyId, content, key, current);
      } catch (error) {
        // Another request issued the same change at the same moment (unique Active per product): theirs stands.
        const [now] = await this.repository.activeFootprints([source.productId]);
        if (!now || now.id === current?.id) throw error;
      }
    }
  }

  // ---- The PACT API (/pact/...) ----

  /** OAuth 2 client credentials: a token for the partner, or null when the credentials do not match. */
  async issueToken(clientId: string, clientSecret: string): Promise<string | null> {
    const partner = await this.repository.findPartnerByClientId(clientId);
    const expected = Buffer.from(partner?.clientSecretHash ?? hashSecret('no partner'), 'hex');
    const given = Buffer.from(hashSecret(clientSecret), 'hex');
    // Compared in constant time even when no partner has that id, so timing does not tell which ids exist.
    if (!timingSafeEqual(expected, given) || !partner || partner.revoked) return null;
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(partner.id)
      .setAudience(PACT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + PACT_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The partner a bearer token names; revoking the partner ends its tokens at once. */
  async partnerOf(authorization: string | undefined): Promise<PartnerRow> {
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match?.[1]) throw new PactError(400, 'BadRequest', 'Missing or malformed bearer token');
    let partnerId: string;
    try {
      const { payload } = await jwtVerify(match[1], this.key, {
        algorithms: ['HS256'],
        audience: PACT_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      partnerId = payload.sub!;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new PactError(401, 'TokenExpired', 'The access token has expired');
      throw new PactError(400, 'BadRequest', 'Invalid access token');
    }
    const partner = await this.repository.findPartner(partnerId);
    if (!partner || partner.revoked) throw new PactError(400, 'BadRequest', 'Invalid access token');
    // A company whose plan no longer includes API access (moved to Free) stops answering its partners.
    try {
      await this.entitlements.assertAllowed(partner.companyId, 'api_access');
    } catch (error) {
      if (error instanceof AppError && error.code === 'plan_limit') {
        throw new PactError(403, 'AccessDenied', 'The data owner’s plan does not include API access');
      }
      throw error;
    }
    return partner;
  }

  /** Every footprint version shared with the partner, newest first, after bringing them up to date. */
  async footprintsFor(partner: PartnerRow): Promise<ProductFootprint[]> {
    const productIds = await this.repository.sharedProductIds(partner.id);
    await this.refresh(productIds);
    const rows = await this.repository.footprintsOf(productIds);
    return rows.map((row: FootprintRow) => productFootprintDocument(row) as ProductFootprint);
  }

  async listFootprints(partner: PartnerRow, filters: FootprintFilters): Promise<ProductFootprint[]> {
    return (await this.footprintsFor(partner)).filter((pf) => matchesFilters(pf, filters));
  }

  async getFootprint(partner: PartnerRow, id: string): Promise<ProductFootprint> {
    const found = (await this.footprintsFor(partner)).find((pf) => pf.id === id);
    // Another partner's footprint is as missing as one that never existed.
    if (!found) throw new PactError(404, 'NotFound', 'The specified footprint does not exist');
    return found;
  }
}
