import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@forja/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { uploadLimit } from './upload-limit';

/**
 * The text of an error code in the current language (with the numbers it may name: the upload limit in MB for
 * file_too_large), or the spec's default sentence.
 */
export function errorText(code: string | undefined): string {
  const key = `errors:codes.${code ?? ''}`;
  return code && i18n.exists(key)
    ? i18n.t(key, { max_mb: uploadLimit().megabytes })
    : i18n.t('errors:default');
}

/** The one error toast on screen: a newer error replaces it rather than piling up beside it. */
export const ERROR_TOAST_ID = 'forja-error';

/**
 * What a toast is about, when the same action can fail and then succeed on one page (an upload slot, a code):
 * a success for that action takes its error away. Two slots of one page have two names, so a file accepted in
 * one leaves the error about another on screen.
 */
export type ToastOptions = { action?: string };

/** The error on screen: the action it is about and the order it came in (for clearing on navigation). */
let current: { action?: string; order: number } | null = null;
let shownErrors = 0;

/**
 * Error toast: 10 s, the first code's text (spec section 8). Only the newest error shows: a second failed try
 * (another file, another click) replaces the first one's message instead of stacking. Where it shows is the
 * container's choice (components/notifications-layer.tsx): bottom-left, or at the top of a phone, above the
 * buttons a step keeps at its bottom. One argument, so that it can be a mutation's `onError` as it is.
 */
export function showError(error: unknown): void {
  showActionError(error, undefined);
}

/** An error toast about one action (`ToastOptions`): that action's success takes it away. */
export function showActionError(error: unknown, action: string | undefined): void {
  const code = error instanceof ApiError ? error.codes[0] : undefined;
  notifications.hide(ERROR_TOAST_ID);
  shownErrors += 1;
  const order = shownErrors;
  current = { action, order };
  notifications.show({
    id: ERROR_TOAST_ID,
    color: 'red',
    message: errorText(code),
    autoClose: TOAST_ERROR_MS,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
    onClose: () => {
      if (current?.order === order) current = null;
    },
  });
}

/** Takes the error toast away: any, or only the one about `action`. */
export function clearError(action?: string): void {
  if (!current || (action !== undefined && current.action !== action)) return;
  current = null;
  notifications.hide(ERROR_TOAST_ID);
}

/** Success toast: closes itself after 3 s; a success for an action replaces the error of that same action. */
export function showSuccess(message: string, options: ToastOptions = {}): void {
  if (options.action !== undefined) clearError(options.action);
  notifications.show({
    color: 'teal',
    message,
    autoClose: TOAST_SUCCESS_MS,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}

/** The part of a data router this needs (react-router's createBrowserRouter / createMemoryRouter). */
type NavigatingRouter = {
  readonly state: { initialized: boolean; location: { pathname: string }; navigation: { state: string } };
  subscribe(listener: (state: NavigatingRouter['state']) => void): () => void;
};

/**
 * An error is about the page it was shown on: once another page opens, its toast goes, so it neither follows
 * the user to the next step nor sits over that step's buttons. An error shown while the navigation was under way
 * (a route's loader that could not load, then sends the user elsewhere) is about the new page, and stays.
 * Returns the unsubscribe function.
 */
export function clearErrorsOnNavigation(router: NavigatingRouter): () => void {
  let pathname = router.state.location.pathname;
  /**
   * The last error shown before the navigation under way started, or null while none is under way. Subscribed
   * while the first page still opens (its loader may show an error, then redirect), no page was open before it:
   * every error so far is that page's.
   */
  let before: number | null =
    !router.state.initialized || router.state.navigation.state !== 'idle' ? 0 : null;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' && before === null) before = shownErrors;
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      const last = before ?? shownErrors;
      if (current && current.order <= last) clearError();
    }
    if (state.navigation.state === 'idle') before = null;
  });
}
