// The styles of the pages a visitor starts on (sign-in, registration): their components' (and those they are
// built on) in Mantine's cascade layer and in Mantine's own order, which decides between rules of equal weight. Every other page adds the full layered
// stylesheet first (app/full-stylesheet.ts, loaded by the language layout's loader).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { onSignedOut } from './lib/api-client';
import { clearErrorsOnNavigation } from './lib/notify';
import { prefetchImportedSchemas } from './lib/api-client/imported-schemas';
import { prerenderedPath, takeOverPrerenderedPage } from './lib/prerendered-page';
import { getStoredLanguage } from './lib/storage';

const router = createBrowserRouter(routes);
// A session that ends by itself (failed refresh, revoked token) lands on Login (spec section 7).
onSignedOut(() => void router.navigate(`/${getStoredLanguage()}`));

/**
 * An error toast is about the page it was shown on: it goes when another page opens. Subscribed once the router
 * is mounted: a subscriber added before RouterProvider left the first visit to «/» on the loading spinner (its
 * redirect to «/es» never rendered).
 */
function ErrorsFollowThePage() {
  useEffect(() => clearErrorsOnNavigation(router), []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
      <ErrorsFollowThePage />
    </AppProvider>
  </StrictMode>
);

// Sign-in and the registration's first step come prerendered, painted before this runs: the app takes that markup
// over once its first page is ready. Other pages come with a loading spinner (the workspace's) or empty, and show
// the router's fallback while their data loads. Their first render is a transition, rendered in slices that leave
// the main thread free (in one task, the dashboard's held a phone's main thread for about a second).
if (prerenderedPath(container) === null) {
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else void takeOverPrerenderedPage(container, router, app);

// The schemas the first page left out (lib/api-client/imported-schemas) are fetched once it is ready: its route's
// code and data loaded (the router settled on it, redirects included).
prefetchImportedSchemas(() => router.state.initialized && router.state.navigation.state === 'idle');
