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
  params: { issue?: unknown; [field: string]: unknown };
};

/**
 * A refinement's own code (`params: { code }`, one of the catalogue's) before zod's generic `custom`. The Fastify
 * provider spreads zod's issue into `params` (the refinement's `params` among them); the issue may come whole too.
 */
function issueCode(issue: ValidationIssue): string {
  type ZodIssue = { code?: string; params?: { code?: unknown } };
  const zodIssue = issue.params.issue as ZodIssue | undefined;
  const code = zodIssue?.code ?? issue.keyword;
  const own = (zodIssue ?? (issue.params as ZodIssue)).params?.code;
  return code === 'custom' && typeof own === 'string' ? own : String(code);
}

/**
 * The `fields` of a 400 invalid_request: each failure's dotted path under the part of the request it was
 * found in (`body.legal_names.2.name`) and zod's code for it (a refinement's own code when it names one, the
 * validator's keyword when zod gave none).
 */
export function validationFields(
  context: string | undefined,
  issues: readonly ValidationIssue[],
): NonNullable<ErrorResponse['fields']> {
  return issues.map((issue) => ({
    path: [context, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
    code: issueCode(issue),
  }));
}
