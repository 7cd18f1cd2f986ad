import type { ErrorCode } from './error-codes';
import type { ErrorResponse } from './envelope';

/** The catalogue's code for a status raised without one of ours (by the framework, a plugin or a limit). */
export const STATUS_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** One failure of a schema validation, as the validator reports it (JSON pointer, keyword, zod's issue). */
export type ValidationIssue = {
  instancePath: string;
  keyword: string;
  params: { issue?: unknown };
};

/**
 * The `fields` of a 400 invalid_request: each failure's dotted path under the part of the request it was
 * found in (`body.legal_names.2.name`) and zod's code for it (the validator's keyword when zod gave none).
 */
export function validationFields(
  context: string | undefined,
  issues: readonly ValidationIssue[],
): NonNullable<ErrorResponse['fields']> {
  return issues.map((issue) => ({
    path: [context, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
    code: String((issue.params.issue as { code?: string } | undefined)?.code ?? issue.keyword),
  }));
}
