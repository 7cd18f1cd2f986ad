import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsRecords, type DnsTestServer } from '../../test/dns-server';
import { isDisposableDomain } from './disposable-domains';
import { createDnsResolver, type DnsResolver } from './dns-resolver';
import { createEmailChecker, type EmailChecks } from './email-checks';

const TIMEOUT_MS = 500;
const MX: DnsRecords['MX'] = [{ preference: 10, exchange: 'mx.example.net' }];
const SPF = 'v=spf1 include:_spf.example.net ~all';
const DMARC = 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.net';

let dns: DnsTestServer;
let resolver: DnsResolver;

beforeAll(async () => {
  dns = await startDnsServer({
    // Passes everything.
    'good.mx': { MX, TXT: ['google-site-verification=abc', SPF] },
    '_dmarc.good.mx': { TXT: [DMARC] },
    // No MX: mail goes to the domain's own address.
    'a-only.mx': { A: ['192.0.2.1'], TXT: [SPF] },
    '_dmarc.a-only.mx': { TXT: [DMARC] },
    'aaaa-only.mx': { AAAA: ['2001:db8::1'], TXT: [SPF] },
    '_dmarc.aaaa-only.mx': { TXT: [DMARC] },
    // Exists, but has nowhere to deliver.
    'no-hosts.mx': { TXT: [SPF] },
    '_dmarc.no-hosts.mx': { TXT: [DMARC] },
    // A "null MX": the domain says it takes no mail, even though it has a web address.
    'null-mx.mx': { MX: [{ preference: 0, exchange: '.' }], A: ['192.0.2.2'], TXT: [SPF] },
    '_dmarc.null-mx.mx': { TXT: [DMARC] },
    // DNS cannot answer.
    'servfail.mx': 'servfail',
    'refused.mx': 'refused',
    'silent.mx': 'silent',
    // SPF.
    'no-spf.mx': { MX, TXT: ['v=spf10 -all', 'spf1 -all', 'verification=v=spf1'] },
    '_dmarc.no-spf.mx': { TXT: [DMARC] },
    'no-txt.mx': { MX },
    '_dmarc.no-txt.mx': { TXT: [DMARC] },
    'split-spf.mx': { MX, TXT: [['v=spf1 ip4:192.0.2.0/24 ', 'include:_spf.example.net -all']] },
    '_dmarc.split-spf.mx': { TXT: [DMARC] },
    'upper-spf.mx': { MX, TXT: ['V=SPF1 -all'] },
    '_dmarc.upper-spf.mx': { TXT: ['v = DMARC1 ; p=none'] },
    // DMARC.
    'no-dmarc.mx': { MX, TXT: [SPF] },
    'wrong-dmarc.mx': { MX, TXT: [SPF] },
    '_dmarc.wrong-dmarc.mx': { TXT: ['v=DMARC10; p=none', SPF] },
    'dmarc-servfail.mx': { MX, TXT: [SPF] },
    '_dmarc.dmarc-servfail.mx': 'servfail',
    // An address at a subdomain, covered by its parent's DMARC policy.
    'correo.good.mx': { MX, TXT: [SPF] },
    // A disposable domain, to show the list is the only thing that flags it.
    'mailinator.com': { MX, TXT: [SPF] },
    '_dmarc.mailinator.com': { TXT: [DMARC] },
  });
  resolver = createDnsResolver({ servers: [dns.address], timeoutMs: TIMEOUT_MS });
});
afterAll(() => dns.close());
beforeEach(() => {
  dns.queries.length = 0;
});

const ALL: EmailChecks = { disposable: true, dns: true, spf: true, dmarc: true };
const check = (email: string, checks: Partial<EmailChecks> = {}) =>
  createEmailChecker({ resolver, checks: { ...ALL, ...checks } }).check(email);

describe('createEmailChecker, every check on', () => {
  it('passes a domain with MX, SPF and DMARC, and names the domain in lower case', async () => {
    expect(await check('ana@good.mx')).toEqual({ ok: true, domain: 'good.mx' });
    expect(await check('  Ana.Lopez+forja@GOOD.MX ')).toEqual({ ok: true, domain: 'good.mx' });
    expect(dns.queries.map((query) => query.name)).toEqual(
      expect.arrayContaining(['good.mx', '_dmarc.good.mx']),
    );
  });

  it('passes a domain without MX whose own address takes the mail (A or AAAA)', async () => {
    expect(await check('ana@a-only.mx')).toEqual({ ok: true, domain: 'a-only.mx' });
    expect(await check('ana@aaaa-only.mx')).toEqual({ ok: true, domain: 'aaaa-only.mx' });
  });

  it.each(['', 'ana', 'ana@', '@good.mx', 'ana@good', 'ana@@good.mx', 'ana lopez@good.mx', 'ana@good..mx'])(
    'answers email_invalid_format for %j, without asking DNS',
    async (email) => {
      expect(await check(email)).toEqual({ ok: false, code: 'email_invalid_format' });
      expect(dns.queries).toEqual([]);
    },
  );

  it.each(['ana@mailinator.com', 'ana@MAILINATOR.COM', 'ana@inbox.mailinator.com', 'ana@a.b.33mail.com'])(
    'answers email_disposable_domain for %s, without asking DNS',
    async (email) => {
      expect(await check(email)).toEqual({ ok: false, code: 'email_disposable_domain' });
      expect(dns.queries).toEqual([]);
    },
  );

  it.each([
    ['a domain that does not exist', 'ana@missing.mx'],
    ['a domain with no MX, A or AAAA record', 'ana@no-hosts.mx'],
    ['a domain whose only MX is a null MX', 'ana@null-mx.mx'],
    ['an upper-case domain that does not exist', 'ana@MISSING.MX'],
  ])('answers email_domain_not_found for %s', async (_label, email) => {
    expect(await check(email)).toEqual({ ok: false, code: 'email_domain_not_found' });
  });

  it.each([
    ['SERVFAIL', 'ana@servfail.mx'],
    ['REFUSED', 'ana@refused.mx'],
    ['no answer', 'ana@silent.mx'],
  ])('answers email_dns_fail when the server answers %s', async (_label, email) => {
    expect(await check(email)).toEqual({ ok: false, code: 'email_dns_fail' });
  });

  it('gives up on a server that never answers within the timeout, DNS checks running together', async () => {
    const started = performance.now();
    expect(await check('ana@silent.mx')).toEqual({ ok: false, code: 'email_dns_fail' });
    // Short of the default limit (3 s), with room for a loaded machine's late timers.
    expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS + 1_500);
  });

  it('answers email_dns_fail when the DMARC lookup cannot be answered', async () => {
    expect(await check('ana@dmarc-servfail.mx')).toEqual({ ok: false, code: 'email_dns_fail' });
  });

  it('answers email_dns_fail when no DNS server listens', async () => {
    const gone = await startDnsServer({});
    await gone.close();
    const offline = createDnsResolver({ servers: [gone.address], timeoutMs: TIMEOUT_MS });
    const checker = createEmailChecker({ resolver: offline, checks: ALL });
    expect(await checker.check('ana@good.mx')).toEqual({ ok: false, code: 'email_dns_fail' });
  });

  it.each([
    ['only look-alike TXT records', 'ana@no-spf.mx'],
    ['no TXT record at all', 'ana@no-txt.mx'],
  ])('answers email_spf_missing for a domain with %s', async (_label, email) => {
    expect(await check(email)).toEqual({ ok: false, code: 'email_spf_missing' });
  });

  it('reads an SPF record sent in several strings, and the version tags in any case', async () => {
    expect(await check('ana@split-spf.mx')).toEqual({ ok: true, domain: 'split-spf.mx' });
    expect(await check('ana@upper-spf.mx')).toEqual({ ok: true, domain: 'upper-spf.mx' });
  });

  it.each([
    ['no _dmarc record', 'ana@no-dmarc.mx'],
    ['only look-alike TXT records at _dmarc', 'ana@wrong-dmarc.mx'],
  ])('answers email_dmarc_missing for a domain with %s', async (_label, email) => {
    expect(await check(email)).toEqual({ ok: false, code: 'email_dmarc_missing' });
  });

  it("accepts a subdomain covered by its parent domain's DMARC policy", async () => {
    expect(await check('ana@correo.good.mx')).toEqual({ ok: true, domain: 'correo.good.mx' });
    expect(dns.queries.filter((query) => query.type === 'TXT').map((query) => query.name)).toEqual(
      expect.arrayContaining(['correo.good.mx', '_dmarc.correo.good.mx', '_dmarc.good.mx']),
    );
  });

  it('answers the first failing check, in the catalogue order', async () => {
    // Disposable and missing from DNS: the list is checked first.
    expect(await check('ana@x.mailinator.com')).toEqual({ ok: false, code: 'email_disposable_domain' });
    // No host, no SPF, no DMARC: the host comes first.
    expect(await check('ana@missing.mx')).toEqual({ ok: false, code: 'email_domain_not_found' });
    // No SPF and no DMARC: SPF comes first.
    const noSpfNoDmarc = createEmailChecker({ resolver, checks: ALL });
    expect(await noSpfNoDmarc.check('ana@no-txt.mx')).toEqual({ ok: false, code: 'email_spf_missing' });
  });
});

describe('createEmailChecker, checks turned off', () => {
  it('with every switch off, checks only the format, without asking DNS', async () => {
    const none = { disposable: false, dns: false, spf: false, dmarc: false };
    expect(await check('ana@missing.mx', none)).toEqual({ ok: true, domain: 'missing.mx' });
    expect(await check('ana@mailinator.com', none)).toEqual({ ok: true, domain: 'mailinator.com' });
    expect(await check('ana@', none)).toEqual({ ok: false, code: 'email_invalid_format' });
    expect(dns.queries).toEqual([]);
  });

  it('disposable off: a listed domain goes through the other checks', async () => {
    expect(await check('ana@mailinator.com', { disposable: false })).toEqual({
      ok: true,
      domain: 'mailinator.com',
    });
  });

  it('dns off: asks for no MX, A or AAAA record', async () => {
    expect(await check('ana@no-hosts.mx', { dns: false })).toEqual({ ok: true, domain: 'no-hosts.mx' });
    expect(await check('ana@null-mx.mx', { dns: false })).toEqual({ ok: true, domain: 'null-mx.mx' });
    expect(dns.queries.map((query) => query.type)).toEqual(expect.not.arrayContaining(['MX', 'A', 'AAAA']));
  });

  it('dns off: a missing domain is still caught by the SPF check when that is on', async () => {
    expect(await check('ana@missing.mx', { dns: false })).toEqual({ ok: false, code: 'email_spf_missing' });
    expect(await check('ana@servfail.mx', { dns: false })).toEqual({ ok: false, code: 'email_dns_fail' });
  });

  it('spf off: a domain without SPF passes, and its TXT records are not asked for', async () => {
    expect(await check('ana@no-spf.mx', { spf: false })).toEqual({ ok: true, domain: 'no-spf.mx' });
    expect(dns.queries).not.toContainEqual({ name: 'no-spf.mx', type: 'TXT' });
  });

  it('dmarc off: a domain without DMARC passes, and _dmarc is not asked for', async () => {
    expect(await check('ana@no-dmarc.mx', { dmarc: false })).toEqual({ ok: true, domain: 'no-dmarc.mx' });
    expect(dns.queries.some((query) => query.name.startsWith('_dmarc.'))).toBe(false);
  });

  it('spf and dmarc off: only the mail host is checked', async () => {
    const checks = { spf: false, dmarc: false };
    expect(await check('ana@no-txt.mx', checks)).toEqual({ ok: true, domain: 'no-txt.mx' });
    expect(await check('ana@no-hosts.mx', checks)).toEqual({ ok: false, code: 'email_domain_not_found' });
    expect(dns.queries.map((query) => query.type)).not.toContain('TXT');
  });
});

describe('isDisposableDomain', () => {
  it('finds listed domains and the domains under them, in any case', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('MailInator.COM')).toBe(true);
    expect(isDisposableDomain('a.b.mailinator.com')).toBe(true);
    // From the wildcard list.
    expect(isDisposableDomain('anything.33mail.com')).toBe(true);
  });

  it('leaves ordinary domains alone, including look-alikes', () => {
    for (const domain of [
      'gmail.com',
      'outlook.com',
      'yahoo.com.mx',
      'prodigy.net.mx',
      'unam.mx',
      'sat.gob.mx',
    ]) {
      expect(isDisposableDomain(domain)).toBe(false);
    }
    expect(isDisposableDomain('xmailinator.com')).toBe(false);
    expect(isDisposableDomain('mailinator.com.mx')).toBe(false);
  });

  it('does not flag domains registered under a listed public suffix', () => {
    expect(isDisposableDomain('edu.pl')).toBe(true);
    expect(isDisposableDomain('uw.edu.pl')).toBe(false);
    expect(isDisposableDomain('budi.my.id')).toBe(false);
  });
});
