import { STATUS_ERROR_CODES, validationFields, type ErrorCode } from '@forja/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a caller can act on: an HTTP status and one or more codes of the error catalogue. */
/** One failed input field: its path, why, and (for a repeat) the path of the field it is the same as. */
export type FieldError = { path: string; code: ErrorCode; same_as?: string };

export class AppError extends Error {
  readonly status: number;
  readonly codes: ErrorCode[];
  /** Which input fields failed and why, for forms (e.g. legal_names.2.name), and the field a repeat repeats. */
  fields: FieldError[] | undefined;

  constructor(status: number, code: ErrorCode, ...more: ErrorCode[]) {
    super(code);
    this.name = 'AppError';
    this.status = status;
    this.codes = [code, ...more];
  }

  withFields(fields: FieldError[]): this {
    this.fields = fields;
    return this;
  }
}

export const badRequest = (code: ErrorCode = 'invalid_request') => new AppError(400, code);
export const unauthenticated = (code: ErrorCode = 'unauthenticated') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode = 'conflict') => new AppError(409, code);

type DriverError = {
  code: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
};

/** An error of the PostgreSQL protocol (pg or PGlite): a five-character SQLSTATE and where it arose. */
function isDriverError(value: object): value is DriverError {
  const { code, severity, routine } = value as { code?: unknown; severity?: unknown; routine?: unknown };
  return (
    typeof code === 'string' &&
    /^[0-9A-Z]{5}$/.test(code) &&
    (severity !== undefined || routine !== undefined)
  );
}

/**
 * What may be logged of a failed query: the SQL text (values are placeholders), the SQLSTATE, the table,
 * column and constraint, and where in our code it was run — never the values it carried (e-mails, RFC, CURP,
 * password hashes), which the driver's message, `detail` and Drizzle's `params` hold. Null for other errors.
 */
export function describeDatabaseError(
  error: unknown,
): { type: string; message: string; stack: string; code?: string; [key: string]: unknown } | null {
  let query: string | undefined;
  let driver: DriverError | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const { query: text, params } = current as { query?: unknown; params?: unknown };
    if (typeof text === 'string' && Array.isArray(params)) query ??= text;
    if (isDriverError(current)) {
      driver = current;
      break;
    }
    current = (current as { cause?: unknown }).cause;
  }
  if (query === undefined && driver === undefined) return null;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return {
    type: 'DatabaseError',
    message: 'a database query failed',
    code: driver?.code,
    severity: driver?.severity,
    table: driver?.table,
    column: driver?.column,
    data_type: driver?.dataType,
    constraint: driver?.constraint,
    routine: driver?.routine,
    query,
    stack: stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/**
 * SQLSTATEs a query can only meet because of the values it was given (a NUL byte, a number out of a column's
 * range, text too long for its column): the contracts should have refused that input, so the caller gets
 * 400 invalid_format and the log a warning to tighten the contract.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22021', '22P02', '22P05', '54000']);

/** @fastify/multipart's own errors for a body that is not a well-formed form. */
const MULTIPART_FORMAT_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
]);

/** What the multipart parser (busboy) throws, as plain errors, for a truncated body or a bad boundary. */
const MULTIPART_PARSER_MESSAGE =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|The needle cannot .*|.* terminated early due to unexpected end of multipart data|Malformed .*)$/;

/** True for an error raised while reading a broken multipart body (truncated, bad or missing boundary). */
function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (MULTIPART_FORMAT_CODES.has(error.code)) return true;
  return (
    request.isMultipart() && error.statusCode === undefined && MULTIPART_PARSER_MESSAGE.test(error.message)
  );
}

/** The one place where any thrown error becomes `{ message: [code] }` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(error.fields ? { message: error.codes, fields: error.fields } : { message: error.codes });
    }
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
    if (isBrokenMultipart(error, request)) return reply.status(400).send({ message: ['invalid_format'] });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'invalid_json'
          : (STATUS_ERROR_CODES[status] ?? 'invalid_request');
      return reply.status(status).send({ message: [code] });
    }
    const database = describeDatabaseError(error);
    if (database && INPUT_SQLSTATES.has(String(database.code))) {
      request.log.warn(
        { database, route: request.routeOptions.url },
        'the database refused input the contract let in',
      );
      return reply.status(400).send({ message: ['invalid_format'] });
    }
    if (database) {
      request.log.error({ database, route: request.routeOptions.url }, 'database error');
      return reply.status(500).send({ message: ['internal_error'] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: ['internal_error'] });
  });
}
