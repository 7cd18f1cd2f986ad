import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useBrowserValue } from '../lib/use-browser-value';
import { cssVariablesResolver, theme } from './theme';

/** The modals manager, downloaded beside the first page rather than in it (the dialogs it needs weigh 25 KB). */
const ModalsLayer = lazy(() => import('../components/modals-layer'));
/** The toasts' container, likewise (about 9 KB). */
const NotificationsLayer = lazy(() => import('../components/notifications-layer'));

/** Calls `onChange` on a language change and whenever texts are added to i18next; returns the unsubscription. */
function subscribeToTexts(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}

/**
 * The password button's label in the current language, the snapshot of useSyncExternalStore (ThemedApp): the text
 * itself, read again once subscribed. react-i18next's useTranslation keeps a snapshot counted by the events it has
 * heard, so texts added between the first render and its subscription (the app's first render is a transition,
 * during which the language layout's loader may add them) never reached it, and the labels stayed the bare keys
 * (show_password) for as long as no other bundle came.
 */
const showPasswordText = () => i18n.t('common:show_password');

/**
 * The theme, with the defaults that need words: every dialog's close button, and every password field's button
 * that shows or hides what is typed, are named in the user's language.
 * Confirmations open through the modals manager (components/confirm-dialog). The app starts before the
 * language layout's loader has downloaded the texts: the theme is made again when they arrive (showPasswordText),
 * or the label would stay the bare key.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const showPassword = useSyncExternalStore(subscribeToTexts, showPasswordText, showPasswordText);
  // In the same file of texts: it changes with the password button's label, which renders this again.
  const close = i18n.t('common:close');
  // Not in a prerendered page's markup (nothing to show): mounted once the app has taken the page over.
  const running = useBrowserValue(() => true, false);
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPassword } } },
        },
      }),
    [close, showPassword],
  );
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        {running && (
          <>
            <Suspense fallback={null}>
              <NotificationsLayer />
            </Suspense>
            <Suspense fallback={null}>
              <ModalsLayer />
            </Suspense>
          </>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedApp>{children}</ThemedApp>
    </I18nextProvider>
  );
}
