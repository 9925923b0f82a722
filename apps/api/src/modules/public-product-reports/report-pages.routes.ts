import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppLocale } from '@carbon/i18n/locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { PageAnswer, RequestPages } from '../../platform/request-pages.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { PublicProductReportsService } from './public-product-reports.service.ts';

/** A published report's slug (12 base64url characters today); anything else cannot be one. */
const slugPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The public site's locale rule (apps/web/README.md, "Language URLs"): `?lang=fr` is French, anything else English. */
function localeOf(request: FastifyRequest): AppLocale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return lang === 'fr' ? 'fr' : 'en';
}

/**
 * The product reports' public pages rendered at each request (docs/decisions/0028, "Request-time pages"):
 * /product-reports/{slug} (a withdrawn or unknown slug is the public not-found page, with 404) and
 * /product-reports, in English or, with ?lang=fr, French; and /sitemap.xml, the build's sitemap with the published
 * reports added. Without the web build's renderer nothing is registered and the single-page app answers as before.
 */
export function registerReportPages(
  app: FastifyInstance,
  {
    pages,
    products,
    reports,
    webDistDir,
  }: { pages: RequestPages | null; products: ProductsService; reports: PublicProductReportsService; webDistDir: string },
): void {
  if (!pages) return;

  async function send(
    reply: FastifyReply,
    input: { path: string; locale: AppLocale; answers: Record<string, PageAnswer>; notFound?: boolean },
  ) {
    const page = await pages!.render(input);
    if (page.missingKeys.length > 0) reply.log.warn({ missingKeys: page.missingKeys, path: input.path }, 'page reads keys its catalogs lack');
    return reply
      .code(input.notFound ? 404 : 200)
      .type('text/html; charset=utf-8')
      // Published reports come and go: always revalidated.
      .header('cache-control', 'no-cache')
      .header('server-timing', `render;dur=${page.renderMs.toFixed(2)}`)
      .send(page.html);
  }

  const hidden = { schema: { hide: true } };

  app.get('/product-reports', hidden, async (request, reply) => {
    const limit = pages.reportListPageSize;
    const list = await reports.list({ limit, offset: 0 });
    return send(reply, { path: 'product-reports', locale: localeOf(request), answers: { [`list:${limit}:0`]: { data: list } } });
  });

  app.get<{ Params: { slug: string } }>('/product-reports/:slug', hidden, async (request, reply) => {
    const { slug } = request.params;
    const locale = localeOf(request);
    const path = `product-reports/${encodeURIComponent(slug)}`;
    const key = `report:${slug}`;
    if (!slugPattern.test(slug)) return send(reply, { path, locale, answers: { [key]: { status: 404 } }, notFound: true });
    try {
      const report = await products.publicReport(slug);
      return await send(reply, { path, locale, answers: { [key]: { data: report } } });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
      return send(reply, { path, locale, answers: { [key]: { status: 404 } }, notFound: true });
    }
  });

  const sitemapFile = join(webDistDir, 'sitemap.xml');
  if (existsSync(sitemapFile)) {
    // The build's sitemap (every prerendered page) with the reports published at this moment added.
    const built = readFileSync(sitemapFile, 'utf8');
    app.get('/sitemap.xml', hidden, async (_request, reply) => {
      const urls = pages.sitemapUrls(await reports.sitemapPaths());
      const xml = urls ? built.replace('</urlset>', () => `${urls}\n</urlset>`) : built;
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
    });
  }
}
