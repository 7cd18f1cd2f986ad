import { z } from 'zod';
import { contentSchema } from '../envelope';

/*
 * Feature flags: the known flags live here with their safe default; admins switch them in the back
 * office (a row is created on the first switch). When PostHog is configured the web may read flags from it.
 */

export const FEATURE_FLAGS = [
  {
    key: 'surveys',
    default: true,
    description: 'Ask founders and signing partners the satisfaction survey after payment and after signing.',
  },
] as const satisfies readonly { key: string; default: boolean; description: string }[];

export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number]['key'];
export const FEATURE_FLAG_KEYS = FEATURE_FLAGS.map((flag) => flag.key) as [
  FeatureFlagKey,
  ...FeatureFlagKey[],
];

/** The safe default of a flag: its FEATURE_FLAGS default, false for an unknown key. */
export function featureFlagDefault(key: string): boolean {
  return FEATURE_FLAGS.find((flag) => flag.key === key)?.default ?? false;
}

/** `GET feature-flags` (anyone): the evaluated map {key: enabled}; a key not in the map is off. */
export const FEATURE_FLAGS_PATH = 'feature-flags';
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
