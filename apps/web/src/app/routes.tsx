import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountPage, accountLoader } from './routes/account';
import { AppLayout } from './routes/app-layout';
import { AuthLayout } from './routes/auth/auth-layout';
import { LoginPage, loginLoader } from './routes/auth/login';
import { NewPasswordPage } from './routes/auth/new-password';
import { RecoverPasswordPage } from './routes/auth/recover-password';
import { CompaniesPage, companiesLoader } from './routes/companies';
import { DevMailboxPage } from './routes/dev-mailbox';
import { LanguageLayout, languageLoader } from './routes/language-layout';
import { EditPhoneAndEmailPage, editPhoneAndEmailLoader } from './routes/verify-account/edit-phone-and-email';
import { VerifyAccountPage, verifyAccountLoader } from './routes/verify-account/verify-account';

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
        children: [
          { index: true, loader: loginLoader, element: <LoginPage /> },
          { path: 'auth/recover_password', element: <RecoverPasswordPage /> },
          { path: 'auth/new_password', element: <NewPasswordPage /> },
          { path: 'verify_account', loader: verifyAccountLoader, element: <VerifyAccountPage /> },
          {
            path: 'verify_account/edit_phone_and_email',
            loader: editPhoneAndEmailLoader,
            element: <EditPhoneAndEmailPage />,
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: 'companies', loader: companiesLoader, element: <CompaniesPage /> },
          { path: 'account', loader: accountLoader, element: <AccountPage /> },
        ],
      },
      {
        path: 'dev/mailbox',
        element: <AuthLayout />,
        children: [{ index: true, element: <DevMailboxPage /> }],
      },
      { path: '*', loader: ({ params }) => redirect(`/${params.lang ?? ''}`), Component: RedirectOnly },
    ],
  },
];
