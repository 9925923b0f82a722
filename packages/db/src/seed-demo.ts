import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from './client.ts';
import { companies, memberships, onboardingState, sites, subscriptions, users } from './schema/index.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo1234';

export interface DemoSeedOptions {
  /** Hashing belongs to the API (argon2 settings live there); it is only called when the account is missing. */
  hashPassword: (password: string) => Promise<string>;
  /** The reporting year given to the demo company. */
  reportingYear: number;
  /** What the demo's yearly Pro subscription costs, in EUR cents: the API reads it from the plan table. */
  proYearPriceCents: number;
}

/**
 * Creates the demo account of the embedded mode: a verified user who owns "Demo Industries SAS",
 * a company on the Pro plan whose setup is complete, with two sites. Idempotent: does nothing once the user exists.
 * Returns whether it created the account.
 */
export async function seedDemo(db: Database, options: DemoSeedOptions): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_EMAIL}`)
    .limit(1);
  if (existing.length > 0) {
    await ensureDemoSubscription(db, options.proYearPriceCents);
    return false;
  }

  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  try {
    await insertDemo(db, passwordHash, options);
    return true;
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

async function insertDemo(db: Database, passwordHash: string, options: DemoSeedOptions): Promise<void> {
  const { reportingYear } = options;
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Demo Industries SAS',
        sector: 'manufacturing',
        country: 'FR',
        employees: 180,
        annualRevenue: 24_000_000,
        reportingYear,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('demo company insert returned no row');

    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash,
        firstName: 'Camille',
        lastName: 'Martin',
        country: 'FR',
        currency: 'EUR',
        locale: 'en',
        emailVerifiedAt: new Date(),
        defaultCompanyId: company.id,
      })
      // A concurrent start may have created it between the check and here; the unique index decides.
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another process created the account meanwhile: undo the company too.
    if (!user) return tx.rollback();

    await tx.insert(memberships).values({ companyId: company.id, userId: user.id, role: 'owner' });
    await tx.insert(subscriptions).values(demoSubscription(company.id, new Date(), options.proYearPriceCents));
    await tx.insert(onboardingState).values({ companyId: company.id, completedAt: new Date() });
    // now() is the same for every row of a transaction; explicit times keep "oldest first" deterministic.
    const now = Date.now();
    await tx.insert(sites).values([
      {
        companyId: company.id,
        name: 'Lyon plant',
        address: '12 rue de l’Industrie, 69007 Lyon',
        country: 'FR',
        surfaceM2: 8_500,
        employees: 140,
        createdAt: new Date(now - 1_000),
      },
      {
        companyId: company.id,
        name: 'Paris head office',
        address: '48 boulevard Haussmann, 75009 Paris',
        country: 'FR',
        surfaceM2: 1_200,
        employees: 40,
        createdAt: new Date(now),
      },
    ]);
  });
}

/**
 * The demo shows what a paying customer sees (exports, more products and scenarios): a yearly Pro subscription,
 * active, without any payment provider ids (it was never paid).
 */
function demoSubscription(
  companyId: string,
  start: Date,
  priceCents: number,
): typeof subscriptions.$inferInsert {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return {
    companyId,
    plan: 'pro',
    billingPeriod: 'year',
    status: 'active',
    priceCents,
    currentPeriodStart: start,
    currentPeriodEnd: end,
  };
}

/**
 * A database made before subscriptions existed kept the demo's plan on the company row (dropped by migration 0024):
 * give the demo company its subscription back. A subscription row is never deleted (cancelling marks it), so a
 * demo company without one never had one, and this never undoes a cancellation.
 */
async function ensureDemoSubscription(db: Database, priceCents: number): Promise<void> {
  const [demo] = await db
    .select({ companyId: users.defaultCompanyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_EMAIL}`)
    .limit(1);
  if (!demo?.companyId) return;
  await db.insert(subscriptions).values(demoSubscription(demo.companyId, new Date(), priceCents)).onConflictDoNothing();
}
