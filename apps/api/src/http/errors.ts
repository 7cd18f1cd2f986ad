import type { ErrorCode } from '@forja/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a caller can act on: an HTTP status and one or more codes of the error catalogue. */
export class AppError extends Error {
  readonly status: number;
  readonly codes: ErrorCode[];
  /** Which input fields failed and why, for forms (e.g. legal_names.2.name). */
  fields: { path: string; code: ErrorCode }[] | undefined;

  constructor(status: number, code: ErrorCode, ...more: ErrorCode[]) {
    super(code);
    this.name = 'AppError';
    this.status = status;
    this.codes = [code, ...more];
  }

  withFields(fields: { path: string; code: ErrorCode }[]): this {
    this.fields = fields;
    return this;
  }
}

export const badRequest = (code: ErrorCode = 'invalid_request') => new AppError(400, code);
export const unauthenticated = (code: ErrorCode = 'unauthenticated') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode = 'conflict') => new AppError(409, code);

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The one place where any thrown error becomes `{ message: [code] }` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(error.fields ? { message: error.codes, fields: error.fields } : { message: error.codes });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        code: String((issue.params.issue as { code?: string } | undefined)?.code ?? issue.keyword),
      }));
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
          : (STATUS_CODES[status] ?? 'invalid_request');
      return reply.status(status).send({ message: [code] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: ['internal_error'] });
  });
}
