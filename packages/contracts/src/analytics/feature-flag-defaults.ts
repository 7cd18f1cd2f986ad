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
