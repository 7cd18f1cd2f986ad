import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchImportedSchemas } from './imported-schemas';

const imported = vi.hoisted(() => ({ appConfig: 0 }));
vi.mock('@forja/contracts/app-config', async (original) => {
  imported.appConfig += 1;
  return original();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the schemas the sign-in page leaves for later', () => {
  it('are fetched once the page has loaded and the browser is idle, not before', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    prefetchImportedSchemas();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported.appConfig).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(imported.appConfig).toBe(1));
  });
});
