import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@forja/domain';
import type { FastifyRequest } from 'fastify';

/** The caller's language from the x-language header (spec section 7), default es. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['x-language'];
  return parseLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANGUAGE;
}
