import type { FastifyRequest } from 'fastify';
import { userAgentOf, type ConsentContext } from './consents.service';

/** Where a request comes from, as a consent record keeps it (the client's address and user agent). */
export const consentContextOf = (request: FastifyRequest): ConsentContext => ({
  ip: request.ip,
  userAgent: userAgentOf(request.headers['user-agent']),
});
