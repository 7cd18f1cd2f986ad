import type { FastifyRequest } from 'fastify';

/** Where a consent was given from. */
export type ConsentContext = { ip: string | null; userAgent: string | null };

const USER_AGENT_MAX = 512;

/** The request's user agent, cut to a storable length (null without one). */
export function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, USER_AGENT_MAX) : null;
}

/** Where a request comes from, as a consent record keeps it (the client's address and user agent). */
export const consentContextOf = (request: FastifyRequest): ConsentContext => ({
  ip: request.ip,
  userAgent: userAgentOf(request.headers['user-agent']),
});
