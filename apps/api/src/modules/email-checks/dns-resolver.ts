import { Resolver } from 'node:dns/promises';
import type { MxRecord } from 'node:dns';

export type DnsResolverOptions = {
  /** `host`, `host:port`, `[ipv6]:port` — IP addresses only. Absent: the system's resolvers. */
  servers?: string[];
  /** How long one lookup may take, retry included, before it fails with ETIMEOUT. */
  timeoutMs?: number;
};

/** The lookups the e-mail checks make. Failures reject with Node's DNS error codes (`error.code`). */
export type DnsResolver = {
  resolveMx(hostname: string): Promise<MxRecord[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
  /** Each record as the strings it was sent in; join them to read the record. */
  resolveTxt(hostname: string): Promise<string[][]>;
};

export const DEFAULT_DNS_TIMEOUT_MS = 3000;

/**
 * A resolver with its own servers and a hard time limit per lookup. The limit is split over two tries,
 * so one lost UDP packet does not fail a check.
 */
export function createDnsResolver(options: DnsResolverOptions = {}): DnsResolver {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DNS_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new RangeError('timeoutMs must be a positive integer');
  const resolver = new Resolver({ timeout: Math.max(1, Math.ceil(timeoutMs / 2)), tries: 2 });
  // Throws ERR_INVALID_IP_ADDRESS for a server that is not an IP address with an optional port.
  if (options.servers?.length) resolver.setServers(options.servers);

  function withDeadline<T>(hostname: string, syscall: string, lookup: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(dnsError('ETIMEOUT', syscall, hostname)), timeoutMs);
    });
    return Promise.race([lookup, deadline]).finally(() => clearTimeout(timer));
  }

  return {
    resolveMx: (hostname) => withDeadline(hostname, 'queryMx', resolver.resolveMx(hostname)),
    resolve4: (hostname) => withDeadline(hostname, 'queryA', resolver.resolve4(hostname)),
    resolve6: (hostname) => withDeadline(hostname, 'queryAaaa', resolver.resolve6(hostname)),
    resolveTxt: (hostname) => withDeadline(hostname, 'queryTxt', resolver.resolveTxt(hostname)),
  };
}

/**
 * Whether a lookup failed because the name has no such records — NXDOMAIN (ENOTFOUND) or an empty
 * answer (ENODATA) — rather than because DNS could not answer (timeout, SERVFAIL, refused, …).
 */
export function isNoRecordsError(error: unknown): boolean {
  const code = dnsErrorCode(error);
  return code === 'ENOTFOUND' || code === 'ENODATA';
}

/** Whether the name itself does not exist (NXDOMAIN). */
export function isNameNotFoundError(error: unknown): boolean {
  return dnsErrorCode(error) === 'ENOTFOUND';
}

export function dnsErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function dnsError(code: string, syscall: string, hostname: string): Error {
  return Object.assign(new Error(`${syscall} ${code} ${hostname}`), { code, syscall, hostname });
}
