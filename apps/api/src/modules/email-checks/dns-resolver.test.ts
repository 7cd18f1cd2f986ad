import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsTestServer } from '../../test/dns-server';
import {
  createDnsResolver,
  dnsErrorCode,
  isNameNotFoundError,
  isNoRecordsError,
  type DnsResolver,
} from './dns-resolver';

const TIMEOUT_MS = 500;

let dns: DnsTestServer;
let resolver: DnsResolver;

beforeAll(async () => {
  dns = await startDnsServer({
    'forja.test': {
      MX: [
        { preference: 20, exchange: 'backup.forja.test' },
        { preference: 10, exchange: 'mail.forja.test' },
      ],
      A: ['192.0.2.10'],
      AAAA: ['2001:db8::10'],
      TXT: ['v=spf1 -all', ['v=spf1 part one ', 'part two']],
    },
    'empty.forja.test': {},
    'servfail.forja.test': 'servfail',
    'refused.forja.test': 'refused',
    'silent.forja.test': 'silent',
  });
  resolver = createDnsResolver({ servers: [dns.address], timeoutMs: TIMEOUT_MS });
});
afterAll(() => dns.close());

/** The error a lookup rejects with. */
async function failure(lookup: Promise<unknown>): Promise<unknown> {
  return lookup.then(
    () => expect.unreachable('the lookup should have failed'),
    (error: unknown) => error,
  );
}

describe('createDnsResolver', () => {
  it('reads MX, A, AAAA and TXT records from the configured server', async () => {
    const mx = await resolver.resolveMx('forja.test');
    expect(mx.sort((a, b) => a.priority - b.priority)).toEqual([
      { priority: 10, exchange: 'mail.forja.test' },
      { priority: 20, exchange: 'backup.forja.test' },
    ]);
    expect(await resolver.resolve4('forja.test')).toEqual(['192.0.2.10']);
    expect(await resolver.resolve6('forja.test')).toEqual(['2001:db8::10']);
    expect(await resolver.resolveTxt('forja.test')).toEqual(
      expect.arrayContaining([['v=spf1 -all'], ['v=spf1 part one ', 'part two']]),
    );
  });

  it('asks the server, whatever the case of the name', async () => {
    expect(await resolver.resolve4('FORJA.Test')).toEqual(['192.0.2.10']);
    expect(dns.queries).toContainEqual({ name: 'forja.test', type: 'A' });
  });

  it('tells a name that does not exist (NXDOMAIN) from one without such records (NODATA)', async () => {
    const missing = await failure(resolver.resolveMx('missing.forja.test'));
    expect(dnsErrorCode(missing)).toBe('ENOTFOUND');
    expect(isNoRecordsError(missing)).toBe(true);
    expect(isNameNotFoundError(missing)).toBe(true);

    const empty = await failure(resolver.resolveMx('empty.forja.test'));
    expect(dnsErrorCode(empty)).toBe('ENODATA');
    expect(isNoRecordsError(empty)).toBe(true);
    expect(isNameNotFoundError(empty)).toBe(false);
  });

  it('reports SERVFAIL and REFUSED as failures, not as missing records', async () => {
    const servfail = await failure(resolver.resolveTxt('servfail.forja.test'));
    expect(dnsErrorCode(servfail)).toBe('ESERVFAIL');
    expect(isNoRecordsError(servfail)).toBe(false);

    const refused = await failure(resolver.resolveTxt('refused.forja.test'));
    expect(dnsErrorCode(refused)).toBe('EREFUSED');
    expect(isNoRecordsError(refused)).toBe(false);
  });

  it('gives up on a server that never answers after timeoutMs', async () => {
    const started = performance.now();
    const error = await failure(resolver.resolveMx('silent.forja.test'));
    const elapsed = performance.now() - started;
    expect(dnsErrorCode(error)).toBe('ETIMEOUT');
    expect(isNoRecordsError(error)).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.9);
    // Well short of the default limit (3 s), with room for a loaded machine's late timers.
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('fails, without claiming the name is missing, when no server listens', async () => {
    const gone = await startDnsServer({});
    await gone.close();
    const offline = createDnsResolver({ servers: [gone.address], timeoutMs: TIMEOUT_MS });
    const error = await failure(offline.resolveMx('forja.test'));
    expect(dnsErrorCode(error)).toMatch(/^E/);
    expect(isNoRecordsError(error)).toBe(false);
  });

  it('refuses servers that are not IP addresses, and a timeout that is not a positive integer', () => {
    expect(() => createDnsResolver({ servers: ['dns.example.mx:53'] })).toThrow();
    expect(() => createDnsResolver({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createDnsResolver({ timeoutMs: 1.5 })).toThrow(RangeError);
  });
});
