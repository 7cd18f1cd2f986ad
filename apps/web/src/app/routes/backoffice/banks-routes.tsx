import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';

/**
 * The back office's bank referral and import programme: the Banks queue, the partner-bank catalogue and the
 * Amazon customers' padrón de importadores registrations.
 */
export const banksBackofficeChildren: RouteObject[] = [
  {
    path: 'banks',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/banks/bank-referrals-page')).then((m) => ({
        Component: m.BankReferralsPage,
      })),
  },
  {
    path: 'partner-banks',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/banks/partner-banks-page')).then((m) => ({
        Component: m.PartnerBanksPage,
      })),
  },
  {
    path: 'import',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/import-registrations/import-registrations-page'),
      ).then((m) => ({ Component: m.ImportRegistrationsPage })),
  },
];
