import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { FEATURE_FLAG_TIMEOUT_MS, setFlagSource, useFeatureFlag, useFeatureFlagState } from './feature-flags';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  queryClient.clear();
});
afterEach(() => {
  setFlagSource(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useFeatureFlag', () => {
  it("keeps the flag's safe default when the flags take 3000 ms or more, and aborts the request", async () => {
    let aborted = false;
    setFlagSource(
      (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    );
    const surveys = renderHook(() => useFeatureFlagState('surveys'), { wrapper });
    const unknown = renderHook(() => useFeatureFlag('no_such_flag'), { wrapper });
    expect(surveys.result.current).toEqual({ enabled: true, settled: false });

    await act(() => vi.advanceTimersByTimeAsync(FEATURE_FLAG_TIMEOUT_MS - 1));
    expect(surveys.result.current.settled).toBe(false);
    expect(aborted).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FEATURE_FLAG_TIMEOUT_MS).toBe(3000);
    expect(aborted).toBe(true);
    // React Query tells the component on its next tick.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(surveys.result.current).toEqual({ enabled: true, settled: true });
    expect(unknown.result.current).toBe(false);
  });

  it('reads the flags from the source the analytics module sets, and falls back to the default on error', async () => {
    setFlagSource(() => Promise.resolve({ surveys: false }));
    const off = renderHook(() => useFeatureFlagState('surveys'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(off.result.current).toEqual({ enabled: false, settled: true });
    off.unmount();

    setFlagSource(() => Promise.reject(new Error('posthog down')));
    const failed = renderHook(() => useFeatureFlagState('surveys'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(failed.result.current).toEqual({ enabled: true, settled: true });
  });

  it("asks Forja's API by default", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ content: { surveys: false } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const flag = renderHook(() => useFeatureFlagState('surveys'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(flag.result.current).toEqual({ enabled: false, settled: true });
    expect(String(fetch.mock.calls[0]?.[0 as never])).toContain('/api/v3/feature-flags');
  });
});
