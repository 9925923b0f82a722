import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import { AccessTokens, registerAuthentication, resolveJwtSecret } from './platform/auth.ts';
import type { DatabaseHandle } from './platform/db.ts';
import { registerEndpoints } from './platform/endpoints.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { createJobQueue } from './platform/jobs.ts';
import type { JobQueue } from './platform/jobs-queue.ts';
import { loggerOptions, RequestLogController } from './platform/logging.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerSpa } from './platform/static.ts';
import { loadRequestPages } from './platform/request-pages.ts';
import { registerReportPages } from './modules/public-product-reports/report-pages.routes.ts';
import { requestValidatorCompiler } from './platform/validation.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { ApiKeysRepository } from './modules/api-keys/api-keys.repository.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { ApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { CompaniesRepository } from './modules/companies/companies.repository.ts';
import { CompaniesService } from './modules/companies/companies.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { ContactRepository } from './modules/contact/contact.repository.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { ContactRetention } from './modules/contact/contact.retention.ts';
import { entitlementsRoutes } from './modules/entitlements/entitlements.routes.ts';
import { EntitlementsRepository } from './modules/entitlements/entitlements.repository.ts';
import { EntitlementsService } from './modules/entitlements/entitlements.service.ts';
import { emissionFactorsRoutes } from './modules/emission-factors/emission-factors.routes.ts';
import { EmissionFactorsRepository } from './modules/emission-factors/emission-factors.repository.ts';
import { EmissionFactorsService } from './modules/emission-factors/emission-factors.service.ts';
import { businessTravelRoutes } from './modules/business-travel/business-travel.routes.ts';
import { BusinessTravelRepository } from './modules/business-travel/business-travel.repository.ts';
import { BusinessTravelService } from './modules/business-travel/business-travel.service.ts';
import { energyRoutes } from './modules/energy/energy.routes.ts';
import { EnergyRepository } from './modules/energy/energy.repository.ts';
import { EnergyService } from './modules/energy/energy.service.ts';
import { energyPricesRoutes } from './modules/energy-prices/energy-prices.routes.ts';
import { EnergyPricesRepository } from './modules/energy-prices/energy-prices.repository.ts';
import { EnergyPricesService } from './modules/energy-prices/energy-prices.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { HealthRepository } from './modules/health/health.repository.ts';
import { HealthService } from './modules/health/health.service.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { registerImportRoutes } from './modules/import/import.routes.ts';
import { ImportRepository } from './modules/import/import.repository.ts';
import { ImportService } from './modules/import/import.service.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { AnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { LedgerRepository } from './modules/ledger/ledger.repository.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import { freightRoutes } from './modules/freight/freight.routes.ts';
import { FreightService } from './modules/freight/freight.service.ts';
import { LibraryFactors } from './modules/freight/library-factors.ts';
import { wasteRoutes } from './modules/waste/waste.routes.ts';
import { WasteService } from './modules/waste/waste.service.ts';
import { commutingRoutes } from './modules/commuting/commuting.routes.ts';
import { CommutingService } from './modules/commuting/commuting.service.ts';
import { categoryStatusRoutes } from './modules/category-status/category-status.routes.ts';
import { CategoryStatusRepository } from './modules/category-status/category-status.repository.ts';
import { CategoryStatusService } from './modules/category-status/category-status.service.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { ProductsRepository } from './modules/products/products.repository.ts';
import { ProductsService } from './modules/products/products.service.ts';
import { publicProductReportsRoutes } from './modules/public-product-reports/public-product-reports.routes.ts';
import { PublicProductReportsRepository } from './modules/public-product-reports/public-product-reports.repository.ts';
import { PublicProductReportsService } from './modules/public-product-reports/public-product-reports.service.ts';
import { purchasesRoutes } from './modules/purchases/purchases.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { ReportsRepository } from './modules/reports/reports.repository.ts';
import { ReportsService } from './modules/reports/reports.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { AccountRepository } from './modules/account/account.repository.ts';
import { AccountService } from './modules/account/account.service.ts';
import { PurchasesRepository } from './modules/purchases/purchases.repository.ts';
import { PurchasesService } from './modules/purchases/purchases.service.ts';
import { productInventoryRoutes } from './modules/product-inventory/product-inventory.routes.ts';
import {
  ProductInventoryService,
  SOLD_PRODUCT_KIND,
} from './modules/product-inventory/product-inventory.service.ts';
import { JobsRepository } from './modules/jobs/jobs.repository.ts';
import { JobsService } from './modules/jobs/jobs.service.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { OnboardingRepository } from './modules/onboarding/onboarding.repository.ts';
import { OnboardingService } from './modules/onboarding/onboarding.service.ts';
import { OutboxRepository } from './modules/outbox/outbox.repository.ts';
import { OutboxService } from './modules/outbox/outbox.service.ts';
import { packagingRoutes } from './modules/packaging/packaging.routes.ts';
import { PackagingRepository } from './modules/packaging/packaging.repository.ts';
import { PackagingService } from './modules/packaging/packaging.service.ts';
import { productCatalogRoutes } from './modules/product-catalog/product-catalog.routes.ts';
import { ProductCatalogRepository } from './modules/product-catalog/product-catalog.repository.ts';
import { ProductCatalogService } from './modules/product-catalog/product-catalog.service.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { ProjectsRepository } from './modules/projects/projects.repository.ts';
import { ProjectsService } from './modules/projects/projects.service.ts';
import { ReferencesRepository } from './modules/references/references.repository.ts';
import { ReferencesService } from './modules/references/references.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { SettingsRepository } from './modules/settings/settings.repository.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { scenariosRoutes } from './modules/scenarios/scenarios.routes.ts';
import { ScenariosRepository } from './modules/scenarios/scenarios.repository.ts';
import { ScenariosService } from './modules/scenarios/scenarios.service.ts';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.ts';
import { PortfolioRepository } from './modules/portfolio/portfolio.repository.ts';
import { PortfolioService } from './modules/portfolio/portfolio.service.ts';
import { SitesRepository } from './modules/sites/sites.repository.ts';
import { SitesService } from './modules/sites/sites.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { MembersRepository } from './modules/members/members.repository.ts';
import { MembersService } from './modules/members/members.service.ts';
import { createBillingProvider, TestBilling } from './modules/subscriptions/billing-provider.ts';
import { registerBillingWebhook, subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { SubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.ts';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { PACT_PREFIX, registerPactApi } from './modules/pact/pact-api.ts';
import { PactSuppliersRepository } from './modules/pact/pact-suppliers.repository.ts';
import { pactSuppliersRoutes } from './modules/pact/pact-suppliers.routes.ts';
import { PactSuppliersService } from './modules/pact/pact-suppliers.service.ts';
import { registerPactReplies } from './modules/pact/pact-events.ts';
import { PactRepository } from './modules/pact/pact.repository.ts';
import { pactRoutes } from './modules/pact/pact.routes.ts';
import { PactService } from './modules/pact/pact.service.ts';
import { readFileSync } from 'node:fs';

export const API_PREFIX = '/api/v1';
/** JSON bodies of this API are small forms; anything bigger is refused before parsing (413). */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** Path parameters are ids (a uuid is 36 characters): a longer one is refused by the router (414). */
export const MAX_PARAM_LENGTH = 100;

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, who also closes it. */
  database: DatabaseHandle;
  /** Defaults to SMTP or .eml files per the config; tests pass one that keeps the messages. */
  mailer?: Mailer;
  /**
   * Slow work (emails...). By default a queue for the database (pg-boss on a server, in-process on PGlite),
   * started when the app is ready and stopped when it closes. A caller that passes its own queue starts and stops
   * it (tests use short back-offs, and pause it).
   */
  jobs?: JobQueue;
  /** Defaults to the config's log level; tests usually pass false. */
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application, ready for `inject` or `listen`; it never listens by itself. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // One line per request instead of Fastify's two (platform/logging.ts).
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // HTTPS served by the app itself when a certificate is configured (PACT requires HTTPS; plain HTTP on that
    // port then fails the TLS handshake instead of answering or redirecting).
    ...(config.tlsCertFile && config.tlsKeyFile
      ? { https: { cert: readFileSync(config.tlsCertFile), key: readFileSync(config.tlsKeyFile) } }
      : {}),
  });

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);

  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new AccessTokens(secret, config.jwtTtlSeconds);
  const db = database.db;
  const jobs = options.jobs ?? createJobQueue(database, { logger: app.log });
  if (!options.jobs) {
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }
  const authRepository = new AuthRepository(db, jobs);
  // The API key lookup is called per request, after apiKeys below is built.
  const authenticate = registerAuthentication(
    app,
    tokens,
    (userId) => authRepository.credentialVersion(userId),
    (key) => apiKeys.authenticate(key),
  );
  const mailer = options.mailer ?? createMailer(config, app.log);

  const outbox = new OutboxService(new OutboxRepository(db, jobs), mailer, jobs);
  const companies = new CompaniesService(new CompaniesRepository(db));
  const entitlements = new EntitlementsService(new EntitlementsRepository(db), companies);
  const apiKeys = new ApiKeysService(new ApiKeysRepository(db), companies, entitlements);
  const auth = new AuthService(authRepository, outbox, tokens, config.appUrl, jobs, entitlements);
  const jobStatus = new JobsService(new JobsRepository(db));
  const sites = new SitesService(new SitesRepository(db), companies);
  const settings = new SettingsService(new SettingsRepository(db), auth);
  const health = new HealthService(new HealthRepository(db), database.kind);
  const contact = new ContactService(
    new ContactRepository(db, jobs),
    outbox,
    config.contactTo ?? config.mailFrom,
    secret,
  );
  // Storage limitation (GDPR art. 5(1)(e)): contact messages are deleted once past the period the privacy policy states.
  const contactRetention = new ContactRetention(db, jobs, app.log);
  if (!options.jobs) {
    app.addHook('onReady', () => contactRetention.start());
    app.addHook('onClose', async () => contactRetention.stop());
  }
  const emissionFactors = new EmissionFactorsService(new EmissionFactorsRepository(db), companies);
  const references = new ReferencesService(new ReferencesRepository(db));
  const productCatalog = new ProductCatalogService(new ProductCatalogRepository(db), companies, references);
  const ledger = new LedgerService(
    new LedgerRepository(db),
    companies,
    // Any write of category-1 entries (a purchase, packaging, an entry, an import) re-reconciles the year's sold
    // products in its transaction, so a bill of materials never counts what is already bought (decision 0030).
    (txLedger, txDb, userId, years, kind, lang) =>
      kind === SOLD_PRODUCT_KIND
        ? Promise.resolve()
        : new ProductInventoryService(txLedger, txDb).reconcile(userId, years, lang),
  );
  const purchases = new PurchasesService(new PurchasesRepository(db), ledger, companies);
  const productInventory = new ProductInventoryService(ledger, db);
  const onboarding = new OnboardingService(new OnboardingRepository(db), companies, ledger);
  const projects = new ProjectsService(new ProjectsRepository(db), companies);
  const analytics = new AnalyticsService(new AnalyticsRepository(db), companies);
  const energyPrices = new EnergyPricesService(new EnergyPricesRepository(db), companies);
  const energy = new EnergyService(new EnergyRepository(db), companies);
  const businessTravel = new BusinessTravelService(new BusinessTravelRepository(db), ledger);
  const packaging = new PackagingService(new PackagingRepository(db), companies, ledger);
  const imports = new ImportService(new ImportRepository(db), ledger, companies, entitlements, jobs);
  const libraryFactors = new LibraryFactors(db);
  const freight = new FreightService(ledger, libraryFactors);
  const waste = new WasteService(ledger, libraryFactors);
  const commuting = new CommutingService(ledger, libraryFactors);
  const products = new ProductsService(
    new ProductsRepository(db),
    companies,
    entitlements,
    libraryFactors,
    undefined,
    // A saved product that is shared over PACT gets its new footprint version now, announced to partners.
    async (companyId, productIds) => {
      try {
        await pact.productsSaved(companyId, productIds);
      } catch (error) {
        // The save stands; the version is issued at the next PACT read anyway (decision 0033).
        app.log.error({ err: error }, 'PACT: could not queue the new footprint versions of saved products');
      }
    },
  );
  const publicProductReports = new PublicProductReportsService(
    new PublicProductReportsRepository(db),
    new ProductCatalogRepository(db),
  );
  const categoryStatus = new CategoryStatusService(new CategoryStatusRepository(db), companies);
  const scenarios = new ScenariosService(
    new ScenariosRepository(db),
    new EnergyRepository(db),
    new LedgerRepository(db),
    companies,
    entitlements,
  );
  const members = new MembersService(
    new MembersRepository(db, jobs),
    companies,
    entitlements,
    auth,
    outbox,
    config.appUrl,
  );
  const billing = createBillingProvider({
    appUrl: config.appUrl,
    stripeSecretKey: config.stripeSecretKey,
    stripeWebhookSecret: config.stripeWebhookSecret,
    localSecret: secret,
  });
  const subscriptions = new SubscriptionsService(new SubscriptionsRepository(db), companies, billing);
  const portfolio = new PortfolioService(new PortfolioRepository(db), ledger, companies);
  const pactRepository = new PactRepository(db);
  const pactSuppliers = new PactSuppliersService(
    new PactSuppliersRepository(db),
    companies,
    entitlements,
    emissionFactors,
    ledger,
    products,
    {
      ourPactBase: () => `${config.publicBaseUrl ?? config.appUrl}${PACT_PREFIX}`,
      allowLocalUrls: config.pactAllowLocalUrls ?? true,
      log: app.log,
    },
  );
  const pact = new PactService(pactRepository, companies, entitlements, secret, jobs, pactSuppliers, {
    allowLocalUrls: config.pactAllowLocalUrls ?? true,
  });
  registerPactReplies(jobs, pact, pactRepository, () => config.publicBaseUrl ?? config.appUrl);
  pactSuppliers.registerJobs(jobs);
  const reports = new ReportsService(
    new ReportsRepository(db),
    companies,
    entitlements,
    ledger,
    categoryStatus,
    products,
    jobs,
    scenarios,
    portfolio,
  );
  const account = new AccountService(new AccountRepository(db), auth, companies, jobs);

  await app.register(
    async (api) => {
      registerEndpoints(api, authenticate, [
        ...healthRoutes(health),
        ...authRoutes(auth),
        ...contactRoutes(contact),
        ...settingsRoutes(settings),
        ...companiesRoutes(companies),
        ...sitesRoutes(sites),
        ...onboardingRoutes(onboarding),
        ...emissionFactorsRoutes(emissionFactors),
        ...productCatalogRoutes(productCatalog),
        ...energyPricesRoutes(energyPrices),
        ...energyRoutes(energy),
        ...entitlementsRoutes(entitlements),
        ...apiKeysRoutes(apiKeys),
        ...jobsRoutes(jobStatus),
        ...ledgerRoutes(ledger),
        ...purchasesRoutes(purchases),
        ...projectsRoutes(projects),
        ...analyticsRoutes(analytics),
        ...businessTravelRoutes(businessTravel),
        ...packagingRoutes(packaging),
        ...freightRoutes(freight),
        ...wasteRoutes(waste),
        ...commutingRoutes(commuting),
        ...categoryStatusRoutes(categoryStatus),
        ...productsRoutes(products),
        ...publicProductReportsRoutes(publicProductReports),
        ...productInventoryRoutes(productInventory),
        ...scenariosRoutes(scenarios),
        ...portfolioRoutes(portfolio),
        ...reportsRoutes(reports),
        ...membersRoutes(members),
        ...subscriptionsRoutes(subscriptions),
        ...pactRoutes(pact),
        ...pactSuppliersRoutes(pactSuppliers),
        ...accountRoutes(account),
      ]);
      await registerImportRoutes(api, authenticate, imports);
      await registerBillingWebhook(api, authenticate, subscriptions);
    },
    { prefix: API_PREFIX },
  );

  await registerPactApi(app, { service: pact, jobs, publicBaseUrl: config.publicBaseUrl });

  registerReportPages(app, {
    pages: await loadRequestPages(config.webRendererDir, config.appUrl),
    products,
    reports: publicProductReports,
    webDistDir: config.webDistDir,
  });
  await registerSpa(app, config.webDistDir);
  if (billing instanceof TestBilling) {
    // The test checkout POSTs its events to the webhook route like Stripe would, signature included.
    billing.bindDelivery(async (payload, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/billing/webhook`,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (answer.statusCode !== 200) throw new Error(`test billing: webhook answered ${answer.statusCode}`);
    });
  }
  return app;
}

/**
 * The web client sends `Content-Type: application/json` on every call, including bodiless ones
 * (DELETE, resend-confirmation); Fastify would refuse those as empty JSON. An empty body reads as no body,
 * and anything else goes through Fastify's own parser (with its prototype-poisoning protection).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
