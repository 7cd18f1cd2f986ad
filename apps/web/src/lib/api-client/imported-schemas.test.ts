import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchImportedSchemas } from './imported-schemas';
import { WAIT } from '../../test/waits';

const imported = vi.hoisted(() => ({ appConfig: 0 }));
vi.mock('@forja/contracts/app-config', async (original) => {
  imported.appConfig += 1;
  return original();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the schemas the sign-in page leaves for later', () => {
  it('are fetched once the page has loaded, its first page is ready and the browser is idle, one at a time', async () => {
    vi.useFakeTimers();
    try {
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      let ready = false;
      prefetchImportedSchemas(() => ready);
      expect(idle).toHaveLength(1);
      expect(imported.appConfig).toBe(0);

      // The browser is idle before the first page is ready: nothing fetched, asked again after a while.
      idle[0]?.();
      vi.advanceTimersByTime(500);
      expect(idle).toHaveLength(2);
      expect(imported.appConfig).toBe(0);

      ready = true;
      idle[1]?.();
      // One import per idle moment, each asking for the next: twelve imports, then nothing more is asked.
      expect(idle).toHaveLength(3);
      for (let next = 2; next < idle.length; next++) idle[next]?.();
      expect(idle).toHaveLength(14);
      vi.useRealTimers();
      await vi.waitFor(() => expect(imported.appConfig).toBe(1), WAIT);
    } finally {
      vi.useRealTimers();
    }
  });
});
