import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';

/** The back office's deed and delivery: the queue of signed companies, and one company's deed page. */
export const deedBackofficeChildren: RouteObject[] = [
  {
    path: 'deed',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/deed/deed-queue-page')).then((m) => ({
        Component: m.DeedQueuePage,
      })),
  },
  {
    path: 'deed/:companyId',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/deed/deed-company-page')).then((m) => ({
        Component: m.DeedCompanyPage,
      })),
  },
];
