import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';
import { lazyWorkspaceLayout } from '../lazy-layouts';

/**
 * /{lang}/administration/{company_id}/...: the company's administration after its formation (the SAT, the
 * accountant), inside the workspace's layout and loader so the sidebar and the help widget stay.
 */
export const administrationRoute: RouteObject = {
  path: 'administration/:company_id',
  lazy: lazyWorkspaceLayout,
  children: [
    {
      path: 'company_fiels',
      lazy: () =>
        loadRouteModule(() => import('./company-fiels')).then((m) => ({
          Component: m.CompanyFielsPage,
          loader: m.companyFielsLoader,
        })),
    },
    {
      path: 'accountant_tally',
      lazy: () =>
        loadRouteModule(() => import('./accountant-tally')).then((m) => ({
          Component: m.AccountantTallyPage,
          loader: m.accountantTallyLoader,
        })),
    },
  ],
};
