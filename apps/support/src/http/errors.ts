import {
  isErrorCode,
  STATUS_ERROR_CODES,
  validationFields,
  type ErrorCode,
  type SupportErrorCode,
} from '@forja/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type SupportCode = ErrorCode | SupportErrorCode;

/** An error a caller can act on: an HTTP status and one or more codes. */
export class SupportError extends Error {
  readonly status: number;
  readonly codes: SupportCode[];

  constructor(status: number, code: SupportCode, ...more: SupportCode[]) {
    super(code);
    this.name = 'SupportError';
    this.status = status;
    this.codes = [code, ...more];
  }
}

export const badRequest = (code: SupportCode = 'invalid_request') => new SupportError(400, code);
export const unauthenticated = (code: SupportCode = 'unauthenticated') => new SupportError(401, code);
export const forbidden = (code: SupportCode = 'forbidden') => new SupportError(403, code);
export const notFound = (code: SupportCode = 'not_found') => new SupportError(404, code);

/** An error a host threw with a 4xx `status` and `codes` from the error catalogue, such as the api's AppError. */
function hostRefusal(error: unknown): { status: number; codes: ErrorCode[] } | undefined {
  const { status, codes } = error as { status?: unknown; codes?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (!Array.isArray(codes) || codes.length === 0 || !codes.every(isErrorCode)) return undefined;
  return { status, codes };
}

/**
 * Any thrown error becomes `{ message: [code] }` with the right status, as in the api. Registered inside
 * supportRoutes too, so the codes survive when a host mounts the plugin.
 */
export function registerSupportErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof SupportError) {
      return reply.status(error.status).send({ message: error.codes });
    }
    // A host's own refusal (its hooks run before ours when it mounts the plugin) keeps its status and codes.
    const hostCodes = hostRefusal(error);
    if (hostCodes) return reply.status(hostCodes.status).send({ message: hostCodes.codes });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validationContext, error.validation);
      return reply.status(400).send({ message: ['invalid_request'], fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, route: request.routeOptions.url },
        'response did not match its contract',
      );
      return reply.status(500).send({ message: ['internal_error'] });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'invalid_json'
          : (STATUS_ERROR_CODES[status] ?? 'invalid_request');
      return reply.status(status).send({ message: [code] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: ['internal_error'] });
  });
}

/** Unknown routes answer 404 `{ message: ['not_found'] }`. */
export function registerSupportNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: ['not_found'] }));
}
