import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id worth keeping: a short token of safe characters (nothing that could break a log line or a header). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The named ranges TRUST_PROXY accepts, as Fastify's proxy-addr reads them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The addresses of TRUST_PROXY (IPs, CIDR ranges, named ranges) as a list an address can be checked against. */
function trustedAddresses(trustProxy: string[]): BlockList {
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((value) => NAMED_RANGES[value] ?? [value])) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** An IPv4 peer seen through an IPv6 socket (`::ffff:10.0.0.5`) is checked as the IPv4 address it is. */
function isTrusted(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Fastify's `genReqId`: the id a trusted proxy (TRUST_PROXY) sent in X-Request-Id when it is a safe token, so one
 * id follows a request from the load balancer through the logs; otherwise (no proxy configured, another sender,
 * an id too long or with other characters) a new random one.
 */
export function createRequestIdGenerator(trustProxy: string[]): (request: IncomingMessage) => string {
  const trusted = trustProxy.length > 0 ? trustedAddresses(trustProxy) : undefined;
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (
      trusted &&
      typeof sent === 'string' &&
      SAFE_REQUEST_ID.test(sent) &&
      isTrusted(trusted, request.socket.remoteAddress)
    ) {
      return sent;
    }
    return randomUUID();
  };
}
