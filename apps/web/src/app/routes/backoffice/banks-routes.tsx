import type { RouteObject } from 'react-router';
import { BankReferralsPage } from '../../../features/backoffice/banks/bank-referrals-page';
import { PartnerBanksPage } from '../../../features/backoffice/banks/partner-banks-page';
import { ImportRegistrationsPage } from '../../../features/backoffice/import-registrations/import-registrations-page';

/**
 * The back office's bank referral and import programme: the Banks queue, the partner-bank catalogue and the
 * Amazon customers' padrón de importadores registrations.
 */
export const banksBackofficeChildren: RouteObject[] = [
  { path: 'banks', element: <BankReferralsPage /> },
  { path: 'partner-banks', element: <PartnerBanksPage /> },
  { path: 'import', element: <ImportRegistrationsPage /> },
];
