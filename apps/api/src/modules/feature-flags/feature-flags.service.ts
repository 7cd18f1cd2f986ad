import { FEATURE_FLAGS, type BackofficeFeatureFlag, type FeatureFlagMap } from '@forja/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { createFeatureFlagsRepository } from './feature-flags.repository';

/**
 * Feature flags: the known flags of FEATURE_FLAGS (contracts) with their defaults, overridden by the row an
 * admin's first switch creates. Rows for keys no longer known are ignored.
 */
export function createFeatureFlagsService(db: Database) {
  const repository = createFeatureFlagsRepository(db);

  async function list(): Promise<BackofficeFeatureFlag[]> {
    const rows = new Map((await repository.list()).map((row) => [row.key, row]));
    return FEATURE_FLAGS.map((flag) => {
      const row = rows.get(flag.key);
      return {
        key: flag.key,
        description: flag.description,
        default: flag.default,
        enabled: row ? row.enabled : flag.default,
        updated_at: row ? row.updated_at.toISOString() : null,
        updated_by: row?.updated_by_email ?? null,
      };
    });
  }

  return {
    list,

    /** The evaluated map {key: enabled} of every known flag. */
    async evaluated(): Promise<FeatureFlagMap> {
      return Object.fromEntries((await list()).map((flag) => [flag.key, flag.enabled]));
    },

    async isEnabled(key: string): Promise<boolean> {
      return (await this.evaluated())[key] ?? false;
    },

    /**
     * Switches a known flag (creating its row on the first switch); `audit` runs in the same transaction with
     * the state before and after. Unknown key → 404 feature_flag_unknown.
     */
    async update(
      key: string,
      enabled: boolean,
      actorId: number,
      now: Date,
      audit: (tx: Database, before: BackofficeFeatureFlag, after: BackofficeFeatureFlag) => Promise<void>,
    ): Promise<BackofficeFeatureFlag> {
      const flag = FEATURE_FLAGS.find((known) => known.key === key);
      if (!flag) throw new AppError(404, 'feature_flag_unknown');
      const before = (await list()).find((item) => item.key === key);
      if (!before) throw new AppError(404, 'feature_flag_unknown');
      await db.transaction(async (tx) => {
        await repository.upsert({ key, enabled, description: flag.description, updatedBy: actorId, now }, tx);
        await audit(tx, before, { ...before, enabled, updated_at: now.toISOString() });
      });
      const after = (await list()).find((item) => item.key === key);
      if (!after) throw new AppError(404, 'feature_flag_unknown');
      return after;
    },
  };
}
export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
