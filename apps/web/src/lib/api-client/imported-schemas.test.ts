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

  it('wait for the first page to be ready (its code and data) before they wait for the browser to be idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let ready = () => {};
    prefetchImportedSchemas(new Promise<void>((resolve) => (ready = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);
    ready();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
  });
});
