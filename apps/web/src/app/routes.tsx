import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountPage, accountLoader } from './routes/account';
import { revalidateOnEveryPath } from './campaign-tracking';
import { AppLayout } from './routes/app-layout';
import { RedirectToSchedulePage, redirectToScheduleLoader } from './routes/appointments/redirect-to-schedule';
import { backofficeRoute } from './routes/backoffice/backoffice-routes';
import { commissaryRoute } from './routes/commissary/commissary-routes';
import { administrationRoute } from './routes/administration/administration-routes';
import { AuthLayout } from './routes/auth/auth-layout';
import { LoginPage, loginLoader } from './routes/auth/login';
import { NewPasswordPage } from './routes/auth/new-password';
import { RecoverPasswordPage } from './routes/auth/recover-password';
import { CompaniesPage, companiesLoader } from './routes/companies';
import { DevMailboxPage } from './routes/dev-mailbox';
import { LanguageLayout, languageLoader } from './routes/language-layout';
import { LegalDocumentPage, legalDocumentLoader } from './routes/legal/legal-document';
import { LegalLayout } from './routes/legal/legal-layout';
import { registrationRoute } from './routes/register/registration-routes';
import { RouteErrorPage } from './routes/route-error';
import { EditPhoneAndEmailPage, editPhoneAndEmailLoader } from './routes/verify-account/edit-phone-and-email';
import { VerifyAccountPage, verifyAccountLoader } from './routes/verify-account/verify-account';
// Company data: Beginning, basic data, administration, documents.
import { beginningRoute } from './routes/beginning/beginning-routes';
import { CompanyAdminPage, companyAdminLoader } from './routes/dashboard/company-admin';
import { CompanyBasicDataPage, companyBasicDataLoader } from './routes/dashboard/company-basic-data';
import { CompanyDetailPage, companyDetailLoader } from './routes/dashboard/company-detail';
import { ImportPage, importLoader } from './routes/dashboard/import';
import { ValidationCompletePage, validationCompleteLoader } from './routes/dashboard/validation-complete';
import { DocumentsPage, documentsLoader } from './routes/dashboard/documents';
// The company workspace: layout, dashboard home, denomination, services.
import { CompanyDenominationPage, companyDenominationLoader } from './routes/dashboard/company-denomination';
import {
  DashboardHomePage,
  dashboardHomeLoader,
  dashboardIndexLoader,
} from './routes/dashboard/dashboard-home';
import { ServicesPage, servicesLoader } from './routes/dashboard/services';
import { WorkspaceLayout, workspaceLoader } from './routes/dashboard/workspace-layout';
// Banks: dashboard/{company_id}/banks and bank, and each partner bank's page banks/{company_id}/{bank_key}.
import { banksWorkspaceChildren, partnerBankRoute } from './routes/banks/banks-routes';
// Payments: payment/{company_id}/... and the workspace's invoices page.
import { invoicesRoute, paymentRoute } from './routes/payment/payment-routes';
// Partners: company_partners, partners_documents, the /isPartner and /invited flows.
import { invitedRoute, isPartnerRoute, partnersWorkspaceChildren } from './routes/partners/partner-routes';
// Signing the articles: ValidationActToUser and the e-signature redirect route.
import { E_SIGNATURE_REDIRECT_PATH } from '../config/paths';
import { RedirectSignPage } from './routes/signing/redirect-sign';
import { ValidationActToUserPage, validationActLoader } from './routes/signing/validation-act-to-user';

/** A route that only redirects from its loader renders nothing. */
function RedirectOnly() {
  return null;
}

/** Company data pages: children of the dashboard/:company_id route. */
const companyDataChildren: RouteObject[] = [
  { path: 'company_basic_data', loader: companyBasicDataLoader, element: <CompanyBasicDataPage /> },
  { path: 'company_admin', loader: companyAdminLoader, element: <CompanyAdminPage /> },
  { path: 'documents', loader: documentsLoader, element: <DocumentsPage /> },
];

/** Workspace pages: children of the dashboard/:company_id route. */
const workspaceChildren: RouteObject[] = [
  { index: true, loader: dashboardIndexLoader, Component: RedirectOnly },
  { path: 'home', loader: dashboardHomeLoader, element: <DashboardHomePage /> },
  { path: 'company_denomination', loader: companyDenominationLoader, element: <CompanyDenominationPage /> },
  { path: 'services', loader: servicesLoader, element: <ServicesPage /> },
  { path: 'detail', loader: companyDetailLoader, element: <CompanyDetailPage /> },
  { path: 'validation_complete', loader: validationCompleteLoader, element: <ValidationCompletePage /> },
  { path: 'import', loader: importLoader, element: <ImportPage /> },
];

/**
 * /{lang}/dashboard/{company_id}/...: the company workspace. Add a page as one more child; every page of the
 * spec is built, so an unknown path under the workspace goes to the language's root like any other.
 */
const workspaceRoute: RouteObject = {
  id: 'workspace',
  path: 'dashboard/:company_id',
  loader: workspaceLoader,
  element: <WorkspaceLayout />,
  children: [
    ...workspaceChildren,
    ...companyDataChildren,
    invoicesRoute,
    ...partnersWorkspaceChildren,
    ...banksWorkspaceChildren,
  ],
};

/** /{lang}/legal/...: the public privacy notices and terms (no sign-in). */
const legalRoute: RouteObject = {
  path: 'legal',
  element: <LegalLayout />,
  children: [
    {
      index: true,
      loader: ({ params }) => redirect(`/${params.lang ?? 'es'}/legal/privacy`),
      Component: RedirectOnly,
    },
    {
      path: 'privacy',
      loader: legalDocumentLoader('privacy'),
      element: <LegalDocumentPage kind="privacy" />,
    },
    {
      path: 'privacy/simplified',
      loader: legalDocumentLoader('privacy_simplified'),
      element: <LegalDocumentPage kind="privacy_simplified" />,
    },
    { path: 'terms', loader: legalDocumentLoader('terms'), element: <LegalDocumentPage kind="terms" /> },
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
          {
            path: 'redirect_call/:token_data?',
            loader: redirectToScheduleLoader,
            element: <RedirectToSchedulePage />,
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
      { path: 'auth/yolo', loader: validationActLoader, element: <ValidationActToUserPage /> },
      { path: E_SIGNATURE_REDIRECT_PATH, element: <RedirectSignPage /> },
      {
        path: 'dev/mailbox',
        element: <AuthLayout />,
        children: [{ index: true, element: <DevMailboxPage /> }],
      },
      { path: '*', loader: ({ params }) => redirect(`/${params.lang ?? ''}`), Component: RedirectOnly },
    ]),
  },
];
