import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@forja/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** The text of an error code in the current language, or the spec's default sentence. */
export function errorText(code: string | undefined): string {
  const key = `errors:codes.${code ?? ''}`;
  return code && i18n.exists(key) ? i18n.t(key) : i18n.t('errors:default');
}

/** The one error toast on screen: a newer error replaces it rather than piling up beside it. */
export const ERROR_TOAST_ID = 'forja-error';

/**
 * Error toast: bottom-left, 10 s, the first code's text (spec section 8). Only the newest error shows: a
 * second failed try (another file, another click) replaces the first one's message instead of stacking.
 */
export function showError(error: unknown): void {
  const code = error instanceof ApiError ? error.codes[0] : undefined;
  notifications.hide(ERROR_TOAST_ID);
  notifications.show({
    id: ERROR_TOAST_ID,
    color: 'red',
    message: errorText(code),
    autoClose: TOAST_ERROR_MS,
    position: 'bottom-left',
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}

/** Success toast: closes itself after 3 s. */
export function showSuccess(message: string): void {
  notifications.show({
    color: 'teal',
    message,
    autoClose: TOAST_SUCCESS_MS,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}
