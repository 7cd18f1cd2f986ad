import { FEATURE_FLAGS_PATH, featureFlagDefault, type FeatureFlagMap } from '@forja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { featureFlagMapSchema } from '../../lib/api-client/imported-schemas';
import { queryClient } from '../../lib/query-client';

/** Spec section 9: the feature-flag request gives up after 3000 ms and the flags keep their safe defaults. */
export const FEATURE_FLAG_TIMEOUT_MS = 3000;

/** Where the evaluated flags come from: Forja's API by default, PostHog when the analytics module says so. */
export type FlagSource = (signal: AbortSignal) => Promise<FeatureFlagMap>;

const forjaSource: FlagSource = (signal) =>
  apiRequest(FEATURE_FLAGS_PATH, {
    anonymous: true,
    signal,
    // Every page reads flags: the schema is imported with the answer (lib/api-client).
    schema: featureFlagMapSchema,
  });

let source: FlagSource = forjaSource;
let sourceVersion = 0;

/**
 * Replaces where flags are read from (the analytics module passes PostHog's flags when PostHog is configured);
 * `null` goes back to Forja's API. Flags already read are read again from the new source.
 */
export function setFlagSource(fn: FlagSource | null): void {
  source = fn ?? forjaSource;
  sourceVersion += 1;
  queryClient.removeQueries({ queryKey: ['feature-flags'] });
}

/** The evaluated flags from the current source, or a rejection after `timeoutMs` (the request is aborted). */
export function loadFeatureFlags(timeoutMs = FEATURE_FLAG_TIMEOUT_MS): Promise<FeatureFlagMap> {
  const controller = new AbortController();
  return new Promise<FeatureFlagMap>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new Error('feature_flags_timeout'));
    }, timeoutMs);
    source(controller.signal).then(
      (flags) => {
        clearTimeout(timer);
        resolve(flags);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('feature_flags_failed'));
      },
    );
  });
}

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-flags', sourceVersion],
    queryFn: () => loadFeatureFlags(),
    retry: false,
    staleTime: 60_000,
  });

/**
 * A flag's state: `settled` once the flags arrived, failed or timed out; `enabled` is the source's value, or
 * the flag's safe default (FEATURE_FLAGS of the contracts; false for an unknown key) until then or on failure.
 */
export function useFeatureFlagState(key: string): { enabled: boolean; settled: boolean } {
  const flags = useQuery(featureFlagsQueryOptions());
  return {
    enabled: flags.data?.[key] ?? featureFlagDefault(key),
    settled: flags.isSuccess || flags.isError,
  };
}

/** Whether a feature flag is on (its safe default while loading, on error and after the 3000 ms timeout). */
export function useFeatureFlag(key: string): boolean {
  return useFeatureFlagState(key).enabled;
}
