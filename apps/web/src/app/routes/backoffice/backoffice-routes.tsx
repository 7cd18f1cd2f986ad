import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';
import { backofficeLoader } from './backoffice-loader';
import { signingBackofficeChildren } from './signing-routes';
import { commissariesBackofficeChildren } from './commissaries-routes';
import { deedBackofficeChildren } from './deed-routes';
import { banksBackofficeChildren } from './banks-routes';

/** The back office's pages under /{lang}/backoffice. Each queue adds its pages here (and in navigation.ts). */
export const backofficeChildren: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      loadRouteModule(() => import('./backoffice-home')).then((m) => ({ Component: m.BackofficeHomePage })),
  },
  {
    path: 'audit',
    lazy: () =>
      loadRouteModule(() => import('./backoffice-audit')).then((m) => ({ Component: m.BackofficeAuditPage })),
  },
  {
    path: 'staff',
    lazy: () =>
      loadRouteModule(() => import('./backoffice-staff')).then((m) => ({ Component: m.BackofficeStaffPage })),
  },
  {
    path: 'support',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/support/components/support-queue-page'),
      ).then((m) => ({ Component: m.SupportQueuePage })),
  },
  {
    path: 'support/:requestId',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/support/components/support-request-page'),
      ).then((m) => ({ Component: m.SupportRequestPage })),
  },
  {
    path: 'legal-names',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/legal-names/legal-names-queue-page')).then(
        (m) => ({ Component: m.LegalNamesQueuePage }),
      ),
  },
  {
    path: 'legal-names/:companyId',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/legal-names/legal-name-case-page')).then(
        (m) => ({ Component: m.LegalNameCasePage }),
      ),
  },
  {
    path: 'forja-documents',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/forja-documents/forja-documents-page')).then(
        (m) => ({ Component: m.ForjaDocumentsPage }),
      ),
  },
  {
    path: 'forja-documents/:companyId',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/forja-documents/forja-company-documents-page'),
      ).then((m) => ({ Component: m.ForjaCompanyDocumentsPage })),
  },
  {
    path: 'documents',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/documents/document-queue-page')).then(
        (m) => ({ Component: m.DocumentQueuePage }),
      ),
  },
  {
    path: 'documents/:kind/:id',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/documents/document-review-page')).then(
        (m) => ({ Component: m.DocumentReviewPage }),
      ),
  },
  {
    path: 'legal-representatives',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/documents/legal-representative-queue-page'),
      ).then((m) => ({ Component: m.LegalRepresentativeQueuePage })),
  },
  {
    path: 'legal-representatives/:id',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/documents/legal-representative-review-page'),
      ).then((m) => ({ Component: m.LegalRepresentativeReviewPage })),
  },
  {
    path: 'companies',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/companies/companies-page')).then((m) => ({
        Component: m.CompaniesPage,
      })),
  },
  {
    path: 'companies/:company_id',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/companies/company-page')).then((m) => ({
        Component: m.CompanyPage,
      })),
  },
  {
    path: 'orders',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/orders/orders-page')).then((m) => ({
        Component: m.OrdersPage,
      })),
  },
  ...signingBackofficeChildren,
  ...commissariesBackofficeChildren,
  {
    path: 'sat/:companyId',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/sat/sat-registration-page')).then((m) => ({
        Component: m.SatRegistrationPage,
      })),
  },
  {
    path: 'accountants',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/accountants/accountants-page')).then(
        (m) => ({ Component: m.AccountantsPage }),
      ),
  },
  {
    path: 'appointments',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/appointments/appointment-slots-page')).then(
        (m) => ({ Component: m.AppointmentSlotsPage }),
      ),
  },
  ...deedBackofficeChildren,
  ...banksBackofficeChildren,
  {
    path: 'privacy',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/privacy/privacy-queue-page')).then((m) => ({
        Component: m.PrivacyQueuePage,
      })),
  },
  {
    path: 'funnel',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/analytics/funnel-page')).then((m) => ({
        Component: m.FunnelPage,
      })),
  },
  {
    path: 'surveys',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/surveys/surveys-page')).then((m) => ({
        Component: m.SurveysPage,
      })),
  },
  {
    path: 'jobs',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/jobs/failed-jobs-page')).then((m) => ({
        Component: m.FailedJobsPage,
      })),
  },
  {
    path: 'feature-flags',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/feature-flags/feature-flags-page')).then(
        (m) => ({ Component: m.FeatureFlagsPage }),
      ),
  },
];

export const backofficeRoute: RouteObject = {
  id: 'backoffice',
  path: 'backoffice',
  loader: backofficeLoader,
  lazy: () =>
    loadRouteModule(() => import('./backoffice-layout')).then((m) => ({ Component: m.BackofficeLayout })),
  children: backofficeChildren,
};
