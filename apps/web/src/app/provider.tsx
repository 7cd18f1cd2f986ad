import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useBrowserValue } from '../lib/use-browser-value';
import { cssVariablesResolver, theme } from './theme';

/** The modals manager, downloaded beside the first page rather than in it (the dialogs it needs weigh 25 KB). */
const ModalsLayer = lazy(() => import('../components/modals-layer'));
/** The toasts' container, likewise (about 9 KB). */
const NotificationsLayer = lazy(() => import('../components/notifications-layer'));

/**
 * Render again on a language change (react-i18next's default) and when texts are added to i18next (its store's
 * `bindI18nStore`, which the options' type does not list).
 */
const RENDER_ON_NEW_TEXTS = { bindI18n: 'languageChanged', bindI18nStore: 'added' };

/**
 * The theme, with the defaults that need words: every dialog's close button, and every password field's button
 * that shows or hides what is typed, are named in the user's language.
 * Confirmations open through the modals manager (components/confirm-dialog). The app starts before the
 * language layout's loader has downloaded the texts: the theme is made again when they arrive, or the label
 * would stay the bare key.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common', RENDER_ON_NEW_TEXTS);
  const close = t('close');
  const showPassword = t('show_password');
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
