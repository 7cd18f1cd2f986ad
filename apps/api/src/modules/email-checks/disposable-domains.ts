import { createRequire } from 'node:module';

/**
 * Listed domains that are also public suffixes under which anyone registers a domain of their own
 * (`uw.edu.pl`): only the name itself is disposable there, never the domains below it.
 */
const REGISTRY_SUFFIXES = new Set(['edu.pl', 'my.id', 'web.id']);

let listed: Set<string> | undefined;

/** The disposable-email-domains lists (exact and wildcard), read once, on first use. */
function disposableDomains(): Set<string> {
  if (!listed) {
    const require = createRequire(import.meta.url);
    const exact: unknown = require('disposable-email-domains');
    const wildcard: unknown = require('disposable-email-domains/wildcard.json');
    listed = new Set([...asDomainList(exact), ...asDomainList(wildcard)]);
  }
  return listed;
}

/**
 * Whether mail at this domain goes to a throwaway inbox: the domain is on the list, or sits under a
 * domain that is (`x.mailinator.com`). Case does not matter.
 */
export function isDisposableDomain(domain: string): boolean {
  const domains = disposableDomains();
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  for (let start = 0; start <= labels.length - 2; start++) {
    const candidate = labels.slice(start).join('.');
    if (domains.has(candidate)) return start === 0 || !REGISTRY_SUFFIXES.has(candidate);
  }
  return false;
}

function asDomainList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new TypeError('disposable-email-domains: expected an array of domain names');
  }
  return value.map((domain) => domain.toLowerCase());
}
