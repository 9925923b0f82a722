import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@carbon/contracts/auth';
import type { Site } from '@carbon/contracts/companies';
import { ensureDemoAccount } from '../src/platform/demo.ts';
import { bearer, queryRows, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('demo account', () => {
  it('is created once, however often the start runs', async () => {
    expect(await ensureDemoAccount(t.database.db)).toBe(true);
    expect(await ensureDemoAccount(t.database.db)).toBe(false);
    const counts = await queryRows<{ users: number; companies: number; sites: number }>(
      t.database,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from companies) as companies, (select count(*)::int from sites) as sites`,
    );
    expect(counts[0]).toEqual({ users: 1, companies: 1, sites: 2 });
  });

  it('signs in with demo@example.com / demo1234 to a verified, set-up company with two sites', async () => {
    await ensureDemoAccount(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const { access_token: token, user } = login.json() as TokenResponse;
    expect(user).toMatchObject({
      email_verified: true,
      pending_setup: false,
      company_name: 'Demo Industries SAS',
      role: 'owner',
    });

    const sites = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sites?company_id=${user.company_id}`,
      headers: bearer(token),
    });
    expect((sites.json() as Site[]).map((site) => site.name)).toEqual(['Lyon plant', 'Paris head office']);

    const steps = await t.app.inject({
      method: 'GET',
      url: '/api/v1/onboarding-summary/steps-status',
      headers: bearer(token),
    });
    expect(steps.json()).toMatchObject({ pending_setup: false, completion_percentage: 100 });
  });
});
