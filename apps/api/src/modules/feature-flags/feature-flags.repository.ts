import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { featureFlags, users } from '../../db/schema/index';

export type FeatureFlagRow = {
  key: string;
  enabled: boolean;
  updated_at: Date;
  updated_by_email: string | null;
};

/** The feature_flags rows: one per flag an admin has switched at least once. */
export function createFeatureFlagsRepository(db: Database) {
  return {
    list(tx: Database = db): Promise<FeatureFlagRow[]> {
      return tx
        .select({
          key: featureFlags.key,
          enabled: featureFlags.enabled,
          updated_at: featureFlags.updated_at,
          updated_by_email: users.email,
        })
        .from(featureFlags)
        .leftJoin(users, eq(users.id, featureFlags.updated_by));
    },

    async upsert(
      row: { key: string; enabled: boolean; description: string; updatedBy: number; now: Date },
      tx: Database = db,
    ): Promise<void> {
      const values = {
        enabled: row.enabled,
        description: row.description,
        updated_by: row.updatedBy,
        updated_at: row.now,
      };
      await tx
        .insert(featureFlags)
        .values({ key: row.key, ...values })
        .onConflictDoUpdate({ target: featureFlags.key, set: values });
    },
  };
}
export type FeatureFlagsRepository = ReturnType<typeof createFeatureFlagsRepository>;
