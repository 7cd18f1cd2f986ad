import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@forja/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** The text of an error code in the current language, or the spec's default sentence. */
export function errorText(code: string | undefined): string {
  const key = `errors:codes.${code ?? ''}`;
  return code && i18n.exists(key) ? i18n.t(key) : i18n.t('errors:default');
}

/** Error toast: bottom-left, 10 s, the first code's text (spec section 8). */
export function showError(error: unknown): void {
  const code = error instanceof ApiError ? error.codes[0] : undefined;
  notifications.show({
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
