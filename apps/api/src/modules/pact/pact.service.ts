import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type {
  CreatedPactPartner,
  CreatePactPartnerInput,
  CreatePactShareInput,
  PactPartner,
  PactShare,
  UpdatePactPartnerInput,
} from '@carbon/contracts/pact';
import { pactProductFootprintSchema } from '@carbon/contracts/pact';
import { hashRandomSecret, newRandomSecret } from '../../platform/random-secret.ts';
import { AppError, bodyFieldError, notFound } from '../../platform/errors.ts';
import { acceptableBaseUrl, normalBaseUrl } from './pact-client.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { buildFootprintContent, productFootprintDocument } from './pact-footprint.ts';
import type { FootprintRow, PactRepository, PartnerRow } from './pact.repository.ts';

/** A PACT token lives an hour; the partner asks for a new one (client credentials have no refresh token). */
export const PACT_TOKEN_TTL_SECONDS = 3600;
/** Distinguishes PACT tokens from the app's session tokens, which are signed with the same secret. */
const PACT_AUDIENCE = 'pact';
/**
 * A supplier's token for notifying us (PublishedEvent) about a connection of ours (decision 0035): another
 * audience, so it can post events and nothing else — it never reads our footprints.
 */
const SUPPLIER_EVENTS_AUDIENCE = 'pact-supplier-events';
/** A PublishedEvent to a partner, after a new version of a footprint shared with it was issued. */
export const PACT_PUBLISH_JOB = 'pact.published-event';
/** A product save that may change shared footprints: issue their new versions (and announce them) now. */
export const PACT_PRODUCTS_SAVED_JOB = 'pact.products-saved';

export interface PactPublishPayload {
  [key: string]: string | string[];
  partnerId: string;
  pfIds: string[];
}

/** What the token endpoint and the events endpoint need of the recipient side's supplier connections. */
export interface SupplierEventsSide {
  findByEventsClientId(clientId: string): Promise<{ id: string; companyId: string; eventsClientSecretHash: string } | null>;
  findSupplierRow(id: string): Promise<{ id: string; companyId: string } | null>;
}

/** Who a bearer token of our PACT API stands for. */
export type PactCaller =
  | { kind: 'partner'; partner: PartnerRow }
  | { kind: 'supplier'; supplier: { id: string; companyId: string } };

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

function toPartner(row: PartnerRow): PactPartner {
  return {
    id: row.id,
    name: row.name,
    client_id: row.clientId,
    callback_base_url: row.callbackBaseUrl,
    callback_client_id: row.callbackClientId,
    revoked: row.revoked,
    created_at: row.createdAt.toISOString(),
  };
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
    private readonly jobs: JobQueue | null = null,
    private readonly suppliers: SupplierEventsSide | null = null,
    /** Whether a partner's callback may be on this machine or a private network (AppConfig.pactAllowLocalUrls). */
    private readonly options: { allowLocalUrls: boolean } = { allowLocalUrls: true },
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A partner's callback address, trimmed of its trailing slash, or a 422 on the field when we may not call it. */
  private callbackBase(url: string | null | undefined): string | null {
    if (!url) return null;
    const base = normalBaseUrl(url);
    if (!acceptableBaseUrl(base, { allowLocal: this.options.allowLocalUrls })) {
      throw bodyFieldError(['callback_base_url'], 'errors.pact_url_invalid', 'https_required');
    }
    return base;
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
    const clientSecret = newRandomSecret();
    const row = await this.repository.insertPartner({
      companyId: input.company_id,
      name: input.name,
      clientId,
      clientSecretHash: hashRandomSecret(clientSecret),
      callbackBaseUrl: this.callbackBase(input.callback_base_url),
      callbackClientId: input.callback_client_id,
      callbackClientSecret: input.callback_client_secret,
    });
    return { id: row.id, name: row.name, client_id: clientId, client_secret: clientSecret };
  }

  async listPartners(userId: string, companyId: string): Promise<{ items: PactPartner[] }> {
    await this.requireManager(userId, companyId);
    const rows = await this.repository.listPartners(companyId);
    return { items: rows.map(toPartner) };
  }

  /** Sets the partner's callback (and name); a revoked partner stays revoked and answers 409. */
  async updatePartner(userId: string, id: string, input: UpdatePactPartnerInput): Promise<PactPartner> {
    const partner = await this.repository.findPartner(id);
    if (!partner) throw notFound();
    await this.requireManager(userId, partner.companyId);
    if (partner.revoked) throw new AppError(409, 'pact_partner_revoked');
    const callbackBaseUrl = this.callbackBase(input.callback_base_url);
    const row = await this.repository.updatePartner(id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      callbackBaseUrl,
      callbackClientId: callbackBaseUrl === null ? null : input.callback_client_id,
      callbackClientSecret: callbackBaseUrl === null ? null : input.callback_client_secret,
    });
    return toPartner(row);
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
    const issued: { productId: string; id: string }[] = [];
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
      // Checked once, when issued (reads serve the stored content): a document the specification's data model
      // refuses is never served; the PACT API answers InternalError rather than an invalid footprint.
      const check = pactProductFootprintSchema.safeParse(
        productFootprintDocument({
          id: randomUUID(),
          content,
          status: 'Active',
          precedingPfIds: current ? [current.id] : [],
          createdAt: new Date(),
        }),
      );
      if (!check.success) {
        throw new PactError(
          500,
          'InternalError',
          `the footprint of product ${source.productId} does not follow the data model: ${check.error.message}`,
        );
      }
      try {
        const id = await this.repository.issue(source.productId, source.companyId, content, key, current);
        // A new version of a footprint partners already had is announced to them; a first one is not news.
        if (current) issued.push({ productId: source.productId, id });
      } catch (error) {
        // Another request issued the same change at the same moment (unique Active per product): theirs stands.
        const [now] = await this.repository.activeFootprints([source.productId]);
        if (!now || now.id === current?.id) throw error;
      }
    }
    await this.announce(issued);
  }

  /**
   * A PublishedEvent job for each partner (not revoked, with a callback address) a new version concerns, naming
   * the new footprint ids of its products (rest-api.md, "Action Events": PublishedEvent).
   */
  private async announce(issued: readonly { productId: string; id: string }[]): Promise<void> {
    if (!this.jobs || issued.length === 0) return;
    const partners = await this.repository.callbackPartnersOf(issued.map((item) => item.productId));
    const byPartner = new Map<string, { companyId: string; pfIds: string[] }>();
    for (const { partnerId, companyId, productId } of partners) {
      const entry = byPartner.get(partnerId) ?? { companyId, pfIds: [] };
      for (const item of issued) if (item.productId === productId) entry.pfIds.push(item.id);
      byPartner.set(partnerId, entry);
    }
    for (const [partnerId, { companyId, pfIds }] of byPartner) {
      const payload: PactPublishPayload = { partnerId, pfIds };
      await this.jobs.enqueue(PACT_PUBLISH_JOB, payload, { companyId, userId: null });
    }
  }

  /**
   * After products were saved (the products module tells us): when some are shared, a job issues their new
   * versions now rather than at the next read, so partners with a callback hear of them (PublishedEvent).
   */
  async productsSaved(companyId: string, productIds: readonly string[]): Promise<void> {
    if (!this.jobs) return;
    const shared = await this.repository.sharedAmong(productIds);
    if (shared.length === 0) return;
    await this.jobs.enqueue(PACT_PRODUCTS_SAVED_JOB, { productIds: shared }, { companyId, userId: null });
  }

  // ---- The PACT API (/pact/...) ----

  /** OAuth 2 client credentials: a token for the partner, or null when the credentials do not match. */
  async issueToken(clientId: string, clientSecret: string): Promise<string | null> {
    const partner = await this.repository.findPartnerByClientId(clientId);
    if (!partner && this.suppliers) {
      const supplier = await this.suppliers.findByEventsClientId(clientId);
      if (supplier) {
        const matches = timingSafeEqual(
          Buffer.from(supplier.eventsClientSecretHash, 'hex'),
          Buffer.from(hashRandomSecret(clientSecret), 'hex'),
        );
        if (!matches) return null;
        return this.sign(supplier.id, SUPPLIER_EVENTS_AUDIENCE);
      }
    }
    const expected = Buffer.from(partner?.clientSecretHash ?? hashRandomSecret('no partner'), 'hex');
    const given = Buffer.from(hashRandomSecret(clientSecret), 'hex');
    // Compared in constant time even when no partner has that id, so timing does not tell which ids exist.
    if (!timingSafeEqual(expected, given) || !partner || partner.revoked) return null;
    return this.sign(partner.id, PACT_AUDIENCE);
  }

  /** A PACT token (HS256, one hour) for a partner, or for a supplier connection's events credentials. */
  private sign(subject: string, audience: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + PACT_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /**
   * Who a bearer token stands for: a partner (revoking it ends its tokens at once), or a supplier connection's
   * events credentials (deleting the connection ends them).
   */
  async callerOf(authorization: string | undefined): Promise<PactCaller> {
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match?.[1]) throw new PactError(400, 'BadRequest', 'Missing or malformed bearer token');
    let subject: string;
    let audience: string;
    try {
      const { payload } = await jwtVerify(match[1], this.key, {
        algorithms: ['HS256'],
        audience: [PACT_AUDIENCE, SUPPLIER_EVENTS_AUDIENCE],
        requiredClaims: ['sub', 'exp'],
      });
      subject = payload.sub!;
      audience = String(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud);
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new PactError(401, 'TokenExpired', 'The access token has expired');
      throw new PactError(400, 'BadRequest', 'Invalid access token');
    }
    if (audience === SUPPLIER_EVENTS_AUDIENCE) {
      const supplier = await this.suppliers?.findSupplierRow(subject);
      if (!supplier) throw new PactError(400, 'BadRequest', 'Invalid access token');
      await this.assertApiAccess(supplier.companyId);
      return { kind: 'supplier', supplier };
    }
    const partner = await this.repository.findPartner(subject);
    if (!partner || partner.revoked) throw new PactError(400, 'BadRequest', 'Invalid access token');
    await this.assertApiAccess(partner.companyId);
    return { kind: 'partner', partner };
  }

  /** A company whose plan no longer includes API access (moved to Free) stops answering over PACT. */
  private async assertApiAccess(companyId: string): Promise<void> {
    try {
      await this.entitlements.assertAllowed(companyId, 'api_access');
    } catch (error) {
      if (error instanceof AppError && error.code === 'plan_limit') {
        throw new PactError(403, 'AccessDenied', 'The data owner’s plan does not include API access');
      }
      throw error;
    }
  }

  /** The partner a bearer token names; a supplier's events token may post events only (403 here). */
  async partnerOf(authorization: string | undefined): Promise<PartnerRow> {
    const caller = await this.callerOf(authorization);
    if (caller.kind !== 'partner') {
      throw new PactError(403, 'AccessDenied', 'This token may only post events');
    }
    return caller.partner;
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
