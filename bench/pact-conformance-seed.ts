/**
 * Prepares the demo data folder of a local instance for the PACT conformance suite (scripts/pact-conformance.sh):
 * the demo company on the Enterprise plan (API access), a partner whose callback is the suite's own server, and every
 * demo product shared with it with a GTIN and a classification, through the app's own API. Writes the partner's
 * client id and secret to the file given. Run on a throwaway DATA_DIR that the server (which seeded it) has left.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/platform/db.ts';
import { demoCredentials } from '../apps/api/src/platform/demo.ts';
import { setCompanyPlan } from '../apps/api/test/helpers/plan.ts';
import { benchAppConfig } from './app-config.ts';

const [dataDir, credentialsFile, callbackBaseUrl = 'http://localhost:8004'] = process.argv.slice(2);
if (!dataDir || !credentialsFile)
  throw new Error('usage: pact-conformance-seed.ts <DATA_DIR> <credentials file> [callback base]');

const config = {
  ...benchAppConfig(dataDir),
  jwtSecret: process.env.JWT_SECRET ?? benchAppConfig(dataDir).jwtSecret,
};
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false });
try {
  const call = async (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const login = await call('POST', '/auth/login', null, demoCredentials);
  const token = String(login.access_token);
  const companyId = String((login.user as { company_id: string }).company_id);
  // The demo company is Free; the PACT API is a Pro/Enterprise feature. This folder is a throwaway copy.
  await setCompanyPlan(database.db, companyId, 'enterprise');
  const partner = await call('POST', '/pact/partners', token, {
    company_id: companyId,
    name: 'PACT conformance suite',
    callback_base_url: callbackBaseUrl,
    callback_client_id: 'test_client_id',
    callback_client_secret: 'test_client_secret',
  });
  const { items } = (await call('GET', `/products?company_id=${companyId}`, token)) as {
    items: { id: string }[];
  };
  let n = 0;
  for (const product of items) {
    n += 1;
    await call('POST', '/pact/shares', token, {
      company_id: companyId,
      partner_id: partner.id,
      product_id: product.id,
      // Test GTINs (prefix 200–299 is for internal use) and an ECLASS-style code without '#': the suite puts
      // these values in query strings unencoded.
      product_ids: [`urn:gtin:200000000000${n}`],
      product_classifications: [`urn:eclass:0173-1-01-AAA12${n}-005`],
      company_ids: ['urn:siren:552081317'],
    });
  }
  writeFileSync(
    credentialsFile,
    `CLIENT_ID=${String(partner.client_id)}\nCLIENT_SECRET=${String(partner.client_secret)}\n`,
    {
      mode: 0o600,
    },
  );
  console.log(`Shared ${items.length} products with partner ${String(partner.id)}`);
} finally {
  await app.close();
  await database.close();
}
