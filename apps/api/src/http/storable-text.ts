import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Half of a surrogate pair without its other half: not a character, and not valid UTF-8 once encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a string anywhere in a parsed value (object keys included) holds a NUL character, which
 * PostgreSQL text cannot store, or a lone surrogate, which would be stored as a replacement character.
 * Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000') || LONE_SURROGATE.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000') || LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * One check before any route's validation: path parameters, the query string and a parsed body that hold
 * text the database cannot keep answer 400 invalid_format, whatever the route and its contract.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      throw badRequest('invalid_format');
    }
  });
}
