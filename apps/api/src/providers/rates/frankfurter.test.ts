import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrankfurterRates, RATE_CACHE_MS } from './frankfurter';
import { createFixedRates } from './rates';

let server: Server;
let base = '';
let requests: string[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ amount: 1, base: 'USD', date: '2026-11-20', rates: { MXN: 18.4321 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the rate service', () => {
  it('answers the fixed sandbox rate', async () => {
    const rates = createFixedRates(17.5, () => new Date('2026-11-22T12:00:00Z'));
    expect(await rates.usdMxn()).toEqual({ mxn_per_usd: 17.5, as_of: '2026-11-22', source: 'fixed' });
  });

  it('reads a real source over HTTP and keeps its answer for an hour', async () => {
    requests = [];
    let now = Date.UTC(2026, 10, 22, 12);
    const rates = createFrankfurterRates({ apiBase: base, clock: () => new Date(now) });
    expect(await rates.usdMxn()).toEqual({
      mxn_per_usd: 18.4321,
      as_of: '2026-11-20',
      source: 'frankfurter',
    });
    expect(requests).toEqual(['/v1/latest?base=USD&symbols=MXN']);
    await rates.usdMxn();
    expect(requests).toHaveLength(1);
    now += RATE_CACHE_MS;
    await rates.usdMxn();
    expect(requests).toHaveLength(2);
  });

  it('throws when the source fails, so prices show without the equivalent', async () => {
    status = 503;
    const rates = createFrankfurterRates({ apiBase: base, clock: () => new Date() });
    await expect(rates.usdMxn()).rejects.toThrow(/503/);
    status = 200;
  });
});
