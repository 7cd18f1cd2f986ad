import { BACKOFFICE_PATH } from '@forja/contracts';
import type { z } from 'zod';
import {
  ApiError,
  apiRequest,
  refreshSession,
  type RequestOptions,
  type SchemaSource,
} from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-tokens';

type BackofficeRequestOptions = Pick<RequestOptions, 'method' | 'body' | 'signal' | 'onProgress'>;

/** Asks the staff member for the password again; resolves true once the session may act. */
type PasswordConfirmation = () => Promise<boolean>;

let confirmPassword: PasswordConfirmation = () => Promise.resolve(false);

/** The back office's layout provides the dialog that asks for the password (see recent-sign-in.tsx). */
export function onPasswordConfirmationNeeded(handler: PasswordConfirmation): () => void {
  confirmPassword = handler;
  return () => {
    if (confirmPassword === handler) confirmPassword = () => Promise.resolve(false);
  };
}

const isCode = (error: unknown, status: number, code: string) =>
  error instanceof ApiError && error.status === status && error.codes[0] === code;

/** The API path of a back-office route. */
export const backofficeUrl = (path: string) => `${BACKOFFICE_PATH}/${path.replace(/^\//, '')}`;

/**
 * A call to the back office's API (`/api/v3/backoffice/...`), its answer's content parsed with the contract's
 * schema; a form body is uploaded with progress. Recovers the session as withBackofficeSession does.
 */
export function backofficeRequest<S extends z.ZodType>(
  path: string,
  options: BackofficeRequestOptions & { schema: SchemaSource<S> },
): Promise<z.output<S>> {
  return withBackofficeSession(() => apiRequest(backofficeUrl(path), options));
}

async function retryAfterConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCode(error, 403, 'recent_sign_in_required') && (await confirmPassword())) return call();
    throw error;
  }
}

/**
 * Runs a back-office call with the back office's recovery. The back office answers 404 to anyone who is not
 * staff, an expired session included, so a 404 with a session is tried once more after refreshing it; an act
 * refused with recent_sign_in_required asks for the password and is sent again once confirmed.
 */
export async function withBackofficeSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCode(error, 404, 'not_found') && getAccessToken() && (await refreshSession())) {
      return retryAfterConfirmation(call);
    }
    if (isCode(error, 403, 'recent_sign_in_required') && (await confirmPassword())) return call();
    throw error;
  }
}
