import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';
import { lazyAppLayout } from '../lazy-layouts';

/** Beginning, under /{lang}/beginning/{company_id} (spec section 2): Beginning and SelectActivities. */
export const beginningRoute: RouteObject = {
  path: 'beginning/:company_id',
  lazy: lazyAppLayout,
  children: [
    {
      index: true,
      lazy: () =>
        loadRouteModule(() => import('./beginning')).then((m) => ({
          Component: m.BeginningPage,
          loader: m.beginningLoader,
        })),
    },
    {
      path: 'select_activities',
      lazy: () =>
        loadRouteModule(() => import('./select-activities')).then((m) => ({
          Component: m.SelectActivitiesPage,
          loader: m.selectActivitiesLoader,
        })),
    },
  ],
};
