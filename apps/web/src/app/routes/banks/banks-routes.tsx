import { redirect, type RouteObject } from 'react-router';
import { loaderLanguage } from '../../guards';
import { WorkspaceLayout, workspaceLoader } from '../dashboard/workspace-layout';
import { BankPage } from './bank';
import { BanksPage } from './banks';
import { bankLoader, banksLoader, banksUrl, partnerBankLoader } from './banks-loaders';
import { PartnerBankPage } from './partner-bank';

/** dashboard/{company_id}/banks and dashboard/{company_id}/bank: children of the workspace route. */
export const banksWorkspaceChildren: RouteObject[] = [
  { path: 'banks', loader: banksLoader, element: <BanksPage /> },
  { path: 'bank', loader: bankLoader, element: <BankPage /> },
];

/**
 * /{lang}/banks/{company_id}/{bank_key} (spec section 2: bbva and fondeadora, and any bank the catalogue adds):
 * one partner bank's page, in the company workspace's frame like payment/{company_id}/...
 */
export const partnerBankRoute: RouteObject = {
  path: 'banks/:company_id',
  loader: workspaceLoader,
  element: <WorkspaceLayout />,
  children: [
    {
      // banks/{company_id} alone: the list of banks.
      index: true,
      loader: ({ request, params }) => redirect(banksUrl(loaderLanguage(request), Number(params.company_id))),
      Component: () => null,
    },
    { path: ':bank_key', loader: partnerBankLoader, element: <PartnerBankPage /> },
  ],
};
