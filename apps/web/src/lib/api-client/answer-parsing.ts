import {
  authTokensResponseSchema,
  contentSchema,
  errorResponseSchema,
  type AuthTokens,
} from '@forja/contracts';
import { z } from 'zod';
import { ApiError } from './api-error';

/*
 * What reading an answer takes: the contracts' envelope, error and token schemas, and zod with them. The API
 * client imports this module with the first answer it reads, not with the page, so the sign-in page shows and
 * starts before zod is downloaded (docs/performance.md, "The first route's JavaScript").
 */

/** An error answer's status and parsed JSON body as an ApiError. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  return parsed.success
    ? new ApiError(status, parsed.data.message, parsed.data.fields)
    : new ApiError(status, ['unknown_error']);
}

/** The `content` of a `{ content }` answer parsed with the contract's schema; one that does not match as an ApiError. */
export function contentOf<S extends z.ZodType>(status: number, payload: unknown, schema: S): z.output<S> {
  const envelope = contentSchema(z.unknown()).safeParse(payload);
  const parsed = envelope.success ? schema.safeParse(envelope.data.content) : envelope;
  if (!parsed.success) throw new ApiError(status, ['unknown_error'], [], { cause: parsed.error });
  return parsed.data;
}

/** The tokens of a refresh's answer, or null when it does not hold them. */
export function tokensOf(payload: unknown): AuthTokens | null {
  const parsed = authTokensResponseSchema.safeParse(payload);
  return parsed.success ? parsed.data.content : null;
}
