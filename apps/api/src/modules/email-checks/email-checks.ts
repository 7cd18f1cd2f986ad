import type { ErrorCode } from '@forja/contracts';
import { isEmailShape } from '@forja/domain';
import { isDisposableDomain } from './disposable-domains';
import { isNameNotFoundError, isNoRecordsError, type DnsResolver } from './dns-resolver';

/** The e-mail check codes of the spec's catalogue, in the order the checks run. */
export const EMAIL_CHECK_CODES = [
  'email_invalid_format',
  'email_disposable_domain',
  'email_domain_not_found',
  'email_dns_fail',
  'email_spf_missing',
  'email_dmarc_missing',
] as const satisfies readonly ErrorCode[];
export type EmailCheckCode = (typeof EMAIL_CHECK_CODES)[number];

export type EmailCheckResult = { ok: true; domain: string } | { ok: false; code: EmailCheckCode };

/**
 * Which checks run. The format check always does. `dns`: the domain can receive mail (MX, or else
 * A/AAAA); `spf`: it publishes SPF; `dmarc`: it publishes DMARC.
 */
export type EmailChecks = {
  disposable: boolean;
  dns: boolean;
  spf: boolean;
  dmarc: boolean;
};

export type EmailChecker = {
  /** Answers ok, or the first failing code in the order of EMAIL_CHECK_CODES. */
  check(email: string): Promise<EmailCheckResult>;
};

/** What a DNS-based check found: nothing wrong, or the code that describes the problem. */
type Finding = EmailCheckCode | null;

const SPF_RECORD = /^v=spf1(?:\s|$)/i;
const DMARC_RECORD = /^v\s*=\s*dmarc1\s*(?:;|$)/i;

export function createEmailChecker(options: { resolver: DnsResolver; checks: EmailChecks }): EmailChecker {
  const { resolver, checks } = options;

  /** Where mail for the domain goes: its MX records, or, without any, its own address (RFC 5321 §5.1). */
  async function checkMailHost(domain: string): Promise<Finding> {
    try {
      const mx = await resolver.resolveMx(domain);
      if (mx.some((record) => record.exchange !== '' && record.exchange !== '.')) return null;
      // Only a "null MX" (RFC 7505): the domain says it takes no mail.
      if (mx.length > 0) return 'email_domain_not_found';
    } catch (error) {
      if (!isNoRecordsError(error)) return 'email_dns_fail';
      if (isNameNotFoundError(error)) return 'email_domain_not_found';
    }
    const addresses = await Promise.allSettled([resolver.resolve4(domain), resolver.resolve6(domain)]);
    if (addresses.some((result) => result.status === 'fulfilled' && result.value.length > 0)) return null;
    if (addresses.some((result) => result.status === 'rejected' && !isNoRecordsError(result.reason))) {
      return 'email_dns_fail';
    }
    return 'email_domain_not_found';
  }

  /** Whether a name publishes a TXT record that matches; null when DNS could not answer. */
  async function hasTxtRecord(name: string, pattern: RegExp): Promise<boolean | null> {
    try {
      const records = await resolver.resolveTxt(name);
      return records.some((chunks) => pattern.test(chunks.join('').trim()));
    } catch (error) {
      return isNoRecordsError(error) ? false : null;
    }
  }

  async function checkSpf(domain: string): Promise<Finding> {
    const found = await hasTxtRecord(domain, SPF_RECORD);
    return found === null ? 'email_dns_fail' : found ? null : 'email_spf_missing';
  }

  /**
   * DMARC at `_dmarc.<domain>`; for an address at a subdomain, a policy published by a parent domain
   * covers it too (RFC 7489 §6.6.3), so the parents are asked in turn, closest first.
   */
  async function checkDmarc(domain: string): Promise<Finding> {
    const labels = domain.split('.');
    for (let start = 0; start <= labels.length - 2; start++) {
      const found = await hasTxtRecord(`_dmarc.${labels.slice(start).join('.')}`, DMARC_RECORD);
      if (found === null) return 'email_dns_fail';
      if (found) return null;
    }
    return 'email_dmarc_missing';
  }

  return {
    async check(email) {
      if (!isEmailShape(email)) return { ok: false, code: 'email_invalid_format' };
      const domain = domainOf(email);
      if (checks.disposable && isDisposableDomain(domain))
        return { ok: false, code: 'email_disposable_domain' };
      // The DNS checks run together; the first failing one, in order, is the answer.
      const findings = await Promise.all([
        checks.dns ? checkMailHost(domain) : null,
        checks.spf ? checkSpf(domain) : null,
        checks.dmarc ? checkDmarc(domain) : null,
      ]);
      const code = findings.find((finding) => finding !== null);
      return code ? { ok: false, code } : { ok: true, domain };
    },
  };
}

/** The domain of an address that has the e-mail shape, in lower case. */
function domainOf(email: string): string {
  const address = email.trim();
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
