import { z } from 'zod';
import { contentSchema } from '../envelope';

/*
 * Feature flags: the known flags and their safe defaults are in feature-flag-defaults.ts (a module without zod,
 * for the first route).
 */
export * from './feature-flag-defaults';

/** `GET feature-flags` (anyone, FEATURE_FLAGS_PATH): the evaluated map {key: enabled}; a key not in the map is off. */
export const featureFlagMapSchema = z.record(z.string(), z.boolean());
export type FeatureFlagMap = z.infer<typeof featureFlagMapSchema>;
export const featureFlagMapResponseSchema = contentSchema(featureFlagMapSchema);

/** `GET backoffice/feature-flags` (staff) and `PUT backoffice/feature-flags/{key}` (admins). */
export const BACKOFFICE_FEATURE_FLAGS_PATH = 'feature-flags';
export const backofficeFeatureFlagSchema = z.object({
  key: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  default: z.boolean(),
  /** When an admin last switched it (ISO 8601), null while it still has its default. */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type BackofficeFeatureFlag = z.infer<typeof backofficeFeatureFlagSchema>;
export const backofficeFeatureFlagListSchema = z.array(backofficeFeatureFlagSchema);
export const backofficeFeatureFlagsResponseSchema = contentSchema(backofficeFeatureFlagListSchema);
export const featureFlagParamsSchema = z.object({ key: z.string().max(100) });
export const updateFeatureFlagBodySchema = z.object({ enabled: z.boolean() });
export type UpdateFeatureFlagBody = z.infer<typeof updateFeatureFlagBodySchema>;
export const backofficeFeatureFlagResponseSchema = contentSchema(backofficeFeatureFlagSchema);
