import { redirect, type RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';
import { loaderLanguage } from '../../guards';
import { lazyWorkspaceLayout } from '../lazy-layouts';

/** dashboard/{company_id}/banks and dashboard/{company_id}/bank: children of the workspace route. */
export const banksWorkspaceChildren: RouteObject[] = [
  {
    path: 'banks',
    lazy: () =>
      Promise.all([
        loadRouteModule(() => import('./banks')),
        loadRouteModule(() => import('./banks-loaders')),
      ]).then(([page, loaders]) => ({ Component: page.BanksPage, loader: loaders.banksLoader })),
  },
  {
    path: 'bank',
    lazy: () =>
      Promise.all([
        loadRouteModule(() => import('./bank')),
        loadRouteModule(() => import('./banks-loaders')),
      ]).then(([page, loaders]) => ({ Component: page.BankPage, loader: loaders.bankLoader })),
  },
];

/**
 * /{lang}/banks/{company_id}/{bank_key} (spec section 2: bbva and fondeadora, and any bank the catalogue adds):
 * one partner bank's page, in the company workspace's frame like payment/{company_id}/...
 */
export const partnerBankRoute: RouteObject = {
  path: 'banks/:company_id',
  lazy: lazyWorkspaceLayout,
  children: [
    {
      // banks/{company_id} alone: the list of banks.
      index: true,
      lazy: () =>
        loadRouteModule(() => import('./banks-loaders')).then((m) => ({
          loader: ({ request, params }) =>
            redirect(m.banksUrl(loaderLanguage(request), Number(params.company_id))),
        })),
      Component: () => null,
    },
    {
      path: ':bank_key',
      lazy: () =>
        Promise.all([
          loadRouteModule(() => import('./partner-bank')),
          loadRouteModule(() => import('./banks-loaders')),
        ]).then(([page, loaders]) => ({
          Component: page.PartnerBankPage,
          loader: loaders.partnerBankLoader,
        })),
    },
  ],
};
