import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { onSignedOut } from './lib/api-client';
import { getStoredLanguage } from './lib/storage';

const router = createBrowserRouter(routes);
// A session that ends by itself (failed refresh, revoked token) lands on Login (spec section 7).
onSignedOut(() => void router.navigate(`/${getStoredLanguage()}`));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
