import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AuthLayout } from './routes/auth/auth-layout';
import { LoginPage } from './routes/auth/login';
import { LanguageLayout, languageLoader } from './routes/language-layout';

/** A route that only redirects from its loader renders nothing. */
function RedirectOnly() {
  return null;
}

/** The route tree (spec section 2). Unknown paths under a language go to its root (Login). */
export const routes: RouteObject[] = [
  { path: '/', loader: languageLoader, Component: RedirectOnly, HydrateFallback: PageLoader },
  {
    path: '/:lang',
    HydrateFallback: PageLoader,
    loader: languageLoader,
    element: <LanguageLayout />,
    children: [
      {
        element: <AuthLayout />,
        children: [{ index: true, element: <LoginPage /> }],
      },
      { path: '*', loader: ({ params }) => redirect(`/${params.lang ?? ''}`), Component: RedirectOnly },
    ],
  },
];
