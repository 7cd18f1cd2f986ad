import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { errorText } from '../../../lib/notify';

/**
 * The text of a bank or import refusal in the operator's language: this programme's own codes (CLABE, referral
 * and import refusals) from the backoffice-banks namespace, any other code from the shared error texts.
 */
export function bankErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.codes[0] : typeof error === 'string' ? error : undefined;
  const key = `backoffice-banks:errors.${code ?? ''}`;
  return code && i18n.exists(key) ? i18n.t(key) : errorText(code);
}

/** The first code of an API error, if it is one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.codes[0] : undefined;
