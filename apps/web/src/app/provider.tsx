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
 * The theme, with the defaults that need words: every dialog's close button is named in the user's language.
 * Confirmations open through the modals manager (components/confirm-dialog).
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('close');
  // Not in a prerendered page's markup (nothing to show): mounted once the app has taken the page over.
  const running = useBrowserValue(() => true, false);
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } } },
      }),
    [close],
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
