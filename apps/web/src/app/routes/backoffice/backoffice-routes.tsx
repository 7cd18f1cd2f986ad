import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { staffMeQueryOptions } from '../../../features/backoffice/api/staff';
import { hasSession } from '../../../lib/auth-tokens';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';
import { BackofficeAuditPage } from './backoffice-audit';
import { BackofficeHomePage } from './backoffice-home';
import { BackofficeLayout } from './backoffice-layout';
import { DocumentQueuePage } from '../../../features/backoffice/documents/document-queue-page';
import { DocumentReviewPage } from '../../../features/backoffice/documents/document-review-page';
import { LegalRepresentativeQueuePage } from '../../../features/backoffice/documents/legal-representative-queue-page';
import { LegalRepresentativeReviewPage } from '../../../features/backoffice/documents/legal-representative-review-page';
import { SupportQueuePage } from '../../../features/backoffice/support/components/support-queue-page';
import { SupportRequestPage } from '../../../features/backoffice/support/components/support-request-page';
import { BackofficeStaffPage } from './backoffice-staff';
import { CompaniesPage } from '../../../features/backoffice/companies/companies-page';
import { CompanyPage } from '../../../features/backoffice/companies/company-page';
import { OrdersPage } from '../../../features/backoffice/orders/orders-page';
import { LegalNamesQueuePage } from '../../../features/backoffice/legal-names/legal-names-queue-page';
import { LegalNameCasePage } from '../../../features/backoffice/legal-names/legal-name-case-page';
import { ForjaDocumentsPage } from '../../../features/backoffice/forja-documents/forja-documents-page';
import { ForjaCompanyDocumentsPage } from '../../../features/backoffice/forja-documents/forja-company-documents-page';
import { signingBackofficeChildren } from './signing-routes';
import { commissariesBackofficeChildren } from './commissaries-routes';
import { SatRegistrationPage } from '../../../features/backoffice/sat/sat-registration-page';
import { AccountantsPage } from '../../../features/backoffice/accountants/accountants-page';
import { AppointmentSlotsPage } from '../../../features/backoffice/appointments/appointment-slots-page';
import { deedBackofficeChildren } from './deed-routes';
import { banksBackofficeChildren } from './banks-routes';
import { PrivacyQueuePage } from '../../../features/backoffice/privacy/privacy-queue-page';
import { FunnelPage } from '../../../features/backoffice/analytics/funnel-page';
import { SurveysPage } from '../../../features/backoffice/surveys/surveys-page';
import { FeatureFlagsPage } from '../../../features/backoffice/feature-flags/feature-flags-page';

/**
 * Staff only: anyone else is sent where an unknown path goes (the language's root), so the back office
 * gives no hint that it exists. The staff member is read fresh on entry.
 */
export async function backofficeLoader({ request }: LoaderFunctionArgs) {
  const root = `/${loaderLanguage(request)}`;
  if (!hasSession()) throw redirect(root);
  const me = await queryClient.fetchQuery({ ...staffMeQueryOptions(), staleTime: 0 }).catch(() => null);
  if (!me) throw redirect(root);
  return { me };
}

/** The back office's pages under /{lang}/backoffice. Each queue adds its pages here (and in navigation.ts). */
export const backofficeChildren: RouteObject[] = [
  { index: true, element: <BackofficeHomePage /> },
  { path: 'audit', element: <BackofficeAuditPage /> },
  { path: 'staff', element: <BackofficeStaffPage /> },
  { path: 'support', element: <SupportQueuePage /> },
  { path: 'support/:requestId', element: <SupportRequestPage /> },
  { path: 'legal-names', element: <LegalNamesQueuePage /> },
  { path: 'legal-names/:companyId', element: <LegalNameCasePage /> },
  { path: 'forja-documents', element: <ForjaDocumentsPage /> },
  { path: 'forja-documents/:companyId', element: <ForjaCompanyDocumentsPage /> },
  { path: 'documents', element: <DocumentQueuePage /> },
  { path: 'documents/:kind/:id', element: <DocumentReviewPage /> },
  { path: 'legal-representatives', element: <LegalRepresentativeQueuePage /> },
  { path: 'legal-representatives/:id', element: <LegalRepresentativeReviewPage /> },
  { path: 'companies', element: <CompaniesPage /> },
  { path: 'companies/:company_id', element: <CompanyPage /> },
  { path: 'orders', element: <OrdersPage /> },
  ...signingBackofficeChildren,
  ...commissariesBackofficeChildren,
  { path: 'sat/:companyId', element: <SatRegistrationPage /> },
  { path: 'accountants', element: <AccountantsPage /> },
  { path: 'appointments', element: <AppointmentSlotsPage /> },
  ...deedBackofficeChildren,
  ...banksBackofficeChildren,
  { path: 'privacy', element: <PrivacyQueuePage /> },
  { path: 'funnel', element: <FunnelPage /> },
  { path: 'surveys', element: <SurveysPage /> },
  { path: 'feature-flags', element: <FeatureFlagsPage /> },
];

export const backofficeRoute: RouteObject = {
  id: 'backoffice',
  path: 'backoffice',
  loader: backofficeLoader,
  element: <BackofficeLayout />,
  children: backofficeChildren,
};
