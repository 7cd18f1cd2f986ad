import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';

/** The back office's commissary pages: Forja's commissaries, and assigning them to companies that bought the service. */
export const commissariesBackofficeChildren: RouteObject[] = [
  {
    path: 'commissaries',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/commissaries/commissaries-page')).then(
        (m) => ({ Component: m.CommissariesPage }),
      ),
  },
  {
    path: 'commissaries/assignments',
    lazy: () =>
      loadRouteModule(
        () => import('../../../features/backoffice/commissaries/commissary-assignments-page'),
      ).then((m) => ({ Component: m.CommissaryAssignmentsPage })),
  },
];
