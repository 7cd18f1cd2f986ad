import { BACKOFFICE_PATH } from '@forja/contracts';
import { ApiError, apiRequest, refreshSession } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-tokens';

type BackofficeRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

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

/**
 * A call to the back office's API (`/api/v3/backoffice/...`). The back office answers 404 to anyone who
 * is not staff, an expired session included, so a 404 with a session is retried once after refreshing it.
 * An act refused with recent_sign_in_required asks for the password and is sent again once confirmed.
 */
export async function backofficeRequest<T>(path: string, options: BackofficeRequestOptions = {}): Promise<T> {
  const url = `${BACKOFFICE_PATH}/${path.replace(/^\//, '')}`;
  const call = () => apiRequest<T>(url, options);
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

async function retryAfterConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCode(error, 403, 'recent_sign_in_required') && (await confirmPassword())) return call();
    throw error;
  }
}

/** The API path of a back-office route, for calls made without backofficeRequest (uploadRequest). */
export const backofficeUrl = (path: string) => `${BACKOFFICE_PATH}/${path.replace(/^\//, '')}`;

/**
 * Runs a back-office call made without backofficeRequest (an upload through uploadRequest, which reports
 * progress) with the same recovery: a 404 with a session is tried once more after refreshing the session,
 * and recent_sign_in_required asks for the password and sends it again once confirmed.
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
