import type { LegalDocumentKind } from '@forja/contracts';
import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { E_SIGNATURE_REDIRECT_PATH } from '../config/paths';
import { revalidateOnEveryPath } from './campaign-tracking';
import { loadRouteModule } from '../lib/load-route-module';
import { administrationRoute } from './routes/administration/administration-routes';
import { backofficeRoute } from './routes/backoffice/backoffice-routes';
// Banks: dashboard/{company_id}/banks and bank, and each partner bank's page banks/{company_id}/{bank_key}.
import { banksWorkspaceChildren, partnerBankRoute } from './routes/banks/banks-routes';
// Company data: Beginning, basic data, administration, documents.
import { beginningRoute } from './routes/beginning/beginning-routes';
import { commissaryRoute } from './routes/commissary/commissary-routes';
import { LanguageLayout, languageLoader } from './routes/language-layout';
// Partners: company_partners, partners_documents, the /isPartner and /invited flows.
import { invitedRoute, isPartnerRoute, partnersWorkspaceChildren } from './routes/partners/partner-routes';
// Payments: payment/{company_id}/... and the workspace's invoices page.
import { invoicesRoute, paymentRoute } from './routes/payment/payment-routes';
import { registrationRoute } from './routes/register/registration-routes';
import { RouteErrorPage } from './routes/route-error';
import { lazyAppLayout, lazyAuthLayout, lazyWorkspaceLayout } from './routes/lazy-layouts';

/** A route that only redirects from its loader renders nothing. */
function RedirectOnly() {
  return null;
}

/** Company data pages: children of the dashboard/:company_id route. */
const companyDataChildren: RouteObject[] = [
  {
    path: 'company_basic_data',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/company-basic-data')).then((m) => ({
        Component: m.CompanyBasicDataPage,
        loader: m.companyBasicDataLoader,
      })),
  },
  {
    path: 'company_admin',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/company-admin')).then((m) => ({
        Component: m.CompanyAdminPage,
        loader: m.companyAdminLoader,
      })),
  },
  {
    path: 'documents',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/documents')).then((m) => ({
        Component: m.DocumentsPage,
        loader: m.documentsLoader,
      })),
  },
];

/** Workspace pages: children of the dashboard/:company_id route. */
const workspaceChildren: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/dashboard-home')).then((m) => ({
        loader: m.dashboardIndexLoader,
      })),
    Component: RedirectOnly,
  },
  {
    path: 'home',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/dashboard-home')).then((m) => ({
        Component: m.DashboardHomePage,
        loader: m.dashboardHomeLoader,
      })),
  },
  {
    path: 'company_denomination',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/company-denomination')).then((m) => ({
        Component: m.CompanyDenominationPage,
        loader: m.companyDenominationLoader,
      })),
  },
  {
    path: 'services',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/services')).then((m) => ({
        Component: m.ServicesPage,
        loader: m.servicesLoader,
      })),
  },
  {
    path: 'detail',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/company-detail')).then((m) => ({
        Component: m.CompanyDetailPage,
        loader: m.companyDetailLoader,
      })),
  },
  {
    path: 'validation_complete',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/validation-complete')).then((m) => ({
        Component: m.ValidationCompletePage,
        loader: m.validationCompleteLoader,
      })),
  },
  {
    path: 'import',
    lazy: () =>
      loadRouteModule(() => import('./routes/dashboard/import')).then((m) => ({
        Component: m.ImportPage,
        loader: m.importLoader,
      })),
  },
];

/**
 * /{lang}/dashboard/{company_id}/...: the company workspace. Add a page as one more child; every page of the
 * spec is built, so an unknown path under the workspace goes to the language's root like any other.
 */
const workspaceRoute: RouteObject = {
  id: 'workspace',
  path: 'dashboard/:company_id',
  lazy: lazyWorkspaceLayout,
  children: [
    ...workspaceChildren,
    ...companyDataChildren,
    invoicesRoute,
    ...partnersWorkspaceChildren,
    ...banksWorkspaceChildren,
  ],
};

/** The legal documents' page and loader for one kind of document. */
function lazyLegalDocument(kind: LegalDocumentKind): LazyRouteFunction<RouteObject> {
  return () =>
    loadRouteModule(() => import('./routes/legal/legal-document')).then((m) => ({
      loader: m.legalDocumentLoader(kind),
      element: <m.LegalDocumentPage kind={kind} />,
    }));
}

/** /{lang}/legal/...: the public privacy notices and terms (no sign-in). */
const legalRoute: RouteObject = {
  path: 'legal',
  lazy: () =>
    loadRouteModule(() => import('./routes/legal/legal-layout')).then((m) => ({ Component: m.LegalLayout })),
  children: [
    {
      index: true,
      loader: ({ params }) => redirect(`/${params.lang ?? 'es'}/legal/privacy`),
      Component: RedirectOnly,
    },
    { path: 'privacy', lazy: lazyLegalDocument('privacy') },
    { path: 'privacy/simplified', lazy: lazyLegalDocument('privacy_simplified') },
    { path: 'terms', lazy: lazyLegalDocument('terms') },
  ],
};

/**
 * Each tree under the language gets the error element: a failing loader or page shows it in the user's
 * language (inside the language layout) rather than React Router's default screen.
 */
function withErrorElement(children: RouteObject[]): RouteObject[] {
  return children.map((route) => ({ errorElement: <RouteErrorPage />, ...route }));
}

/** The route tree (spec section 2). Unknown paths under a language go to its root (Login). */
export const routes: RouteObject[] = [
  {
    path: '/',
    loader: languageLoader,
    Component: RedirectOnly,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
  },
  {
    path: '/:lang',
    HydrateFallback: PageLoader,
    loader: languageLoader,
    shouldRevalidate: revalidateOnEveryPath,
    element: <LanguageLayout />,
    errorElement: <RouteErrorPage />,
    children: withErrorElement([
      {
        lazy: lazyAuthLayout,
        children: [
          {
            index: true,
            lazy: () =>
              loadRouteModule(() => import('./routes/auth/login')).then((m) => ({
                Component: m.LoginPage,
                loader: m.loginLoader,
              })),
          },
          {
            path: 'auth/recover_password',
            lazy: () =>
              loadRouteModule(() => import('./routes/auth/recover-password')).then((m) => ({
                Component: m.RecoverPasswordPage,
              })),
          },
          {
            path: 'auth/new_password',
            lazy: () =>
              loadRouteModule(() => import('./routes/auth/new-password')).then((m) => ({
                Component: m.NewPasswordPage,
              })),
          },
          {
            path: 'verify_account',
            lazy: () =>
              loadRouteModule(() => import('./routes/verify-account/verify-account')).then((m) => ({
                Component: m.VerifyAccountPage,
                loader: m.verifyAccountLoader,
              })),
          },
          {
            path: 'verify_account/edit_phone_and_email',
            lazy: () =>
              loadRouteModule(() => import('./routes/verify-account/edit-phone-and-email')).then((m) => ({
                Component: m.EditPhoneAndEmailPage,
                loader: m.editPhoneAndEmailLoader,
              })),
          },
        ],
      },
      {
        lazy: lazyAppLayout,
        children: [
          {
            path: 'companies',
            lazy: () =>
              loadRouteModule(() => import('./routes/companies')).then((m) => ({
                Component: m.CompaniesPage,
                loader: m.companiesLoader,
              })),
          },
          {
            path: 'account',
            lazy: () =>
              loadRouteModule(() => import('./routes/account')).then((m) => ({
                Component: m.AccountPage,
                loader: m.accountLoader,
              })),
          },
          {
            path: 'redirect_call/:token_data?',
            lazy: () =>
              loadRouteModule(() => import('./routes/appointments/redirect-to-schedule')).then((m) => ({
                Component: m.RedirectToSchedulePage,
                loader: m.redirectToScheduleLoader,
              })),
          },
        ],
      },
      legalRoute,
      registrationRoute,
      beginningRoute,
      workspaceRoute,
      administrationRoute,
      paymentRoute,
      partnerBankRoute,
      invitedRoute,
      isPartnerRoute,
      commissaryRoute,
      backofficeRoute,
      {
        path: 'auth/yolo',
        lazy: () =>
          loadRouteModule(() => import('./routes/signing/validation-act-to-user')).then((m) => ({
            Component: m.ValidationActToUserPage,
            loader: m.validationActLoader,
          })),
      },
      {
        path: E_SIGNATURE_REDIRECT_PATH,
        lazy: () =>
          loadRouteModule(() => import('./routes/signing/redirect-sign')).then((m) => ({
            Component: m.RedirectSignPage,
          })),
      },
      {
        path: 'dev/mailbox',
        lazy: lazyAuthLayout,
        children: [
          {
            index: true,
            lazy: () =>
              loadRouteModule(() => import('./routes/dev-mailbox')).then((m) => ({
                Component: m.DevMailboxPage,
              })),
          },
        ],
      },
      { path: '*', loader: ({ params }) => redirect(`/${params.lang ?? ''}`), Component: RedirectOnly },
    ]),
  },
];
