import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db.ts';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** A round trip to the database; throws when it cannot answer. */
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
