import { eq, sql } from 'drizzle-orm';
import { companies, sites, users } from '@carbon/db/schema';
import { DEMO_EMAIL } from '@carbon/db/seed-demo';
import type { Database } from './db.ts';
import { AppError } from './errors.ts';

/** Who the demo data is written as: the demo owner and the company it opens on. */
export interface DemoOwner {
  userId: string;
  companyId: string;
  reportingYear: number | null;
}

/** The demo company's sites, by the names the seed gives them. */
const DEMO_SITE_NAMES = { lyon: 'Lyon plant', paris: 'Paris head office' } as const;
export type DemoSite = keyof typeof DEMO_SITE_NAMES;

/** The demo owner, or null before the demo account exists. */
export async function findDemoOwner(db: Database): Promise<DemoOwner | null> {
  const [demo] = await db
    .select({ userId: users.id, companyId: companies.id, reportingYear: companies.reportingYear })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.defaultCompanyId))
    .where(sql`lower(${users.email}) = ${DEMO_EMAIL}`)
    .limit(1);
  return demo ?? null;
}

interface SeedDemoOnce<S extends DemoSite> {
  /** Names the advisory lock, so that concurrent starts write the data once. */
  lock: string;
  /** The sites the data goes on: without one of them, nothing is written. */
  sites: readonly S[];
  /** Whether the company already has this data (then nothing is written). */
  written: (tx: Database, demo: DemoOwner) => Promise<boolean>;
  /** Writes the data through the screens' services; returns how many things it wrote. */
  write: (tx: Database, demo: DemoOwner, siteIds: Record<S, string>) => Promise<number>;
}

/**
 * The frame every demo seeder shares: as the demo owner, in one transaction under an advisory lock, only when the
 * company does not have the data yet and has the sites it goes on. A service refusing (AppError: the library lacks a
 * factor a form needs) rolls the whole transaction back and returns 0, so the next start tries again. Returns how
 * many things `write` wrote, 0 when it did not run.
 */
export async function seedDemoOnce<S extends DemoSite>(
  db: Database,
  { lock, sites: wanted, written, write }: SeedDemoOnce<S>,
): Promise<number> {
  const demo = await findDemoOwner(db);
  if (!demo) return 0;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
      if (await written(tx, demo)) return 0;
      const companySites = await tx
        .select({ id: sites.id, name: sites.name })
        .from(sites)
        .where(eq(sites.companyId, demo.companyId));
      const siteIds = {} as Record<S, string>;
      for (const site of wanted) {
        const id = companySites.find((row) => row.name === DEMO_SITE_NAMES[site])?.id;
        if (!id) return 0;
        siteIds[site] = id;
      }
      return await write(tx, demo, siteIds);
    });
  } catch (error) {
    if (error instanceof AppError) return 0;
    throw error;
  }
}
