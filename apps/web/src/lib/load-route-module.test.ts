import { describe, expect, it, vi } from 'vitest';
import { loadRouteModule } from './load-route-module';

describe('loadRouteModule', () => {
  it('answers the module when the first download fails and the second succeeds', async () => {
    const load = vi
      .fn<() => Promise<{ page: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ page: 'login' });
    await expect(loadRouteModule(load)).resolves.toEqual({ page: 'login' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the second failure reach the route error page, which reloads once', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<unknown>>().mockRejectedValue(failure);
    await expect(loadRouteModule(load)).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads once when the first try succeeds', async () => {
    const load = vi.fn(() => Promise.resolve({ page: 'companies' }));
    await expect(loadRouteModule(load)).resolves.toEqual({ page: 'companies' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
