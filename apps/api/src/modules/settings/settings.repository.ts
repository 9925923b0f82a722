import { eq, sql } from 'drizzle-orm';
import { users } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  country?: string;
  currency?: string;
  locale?: string;
}

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  async updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
    await this.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
}
