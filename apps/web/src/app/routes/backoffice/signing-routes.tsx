import type { RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';

/** The back office's signing queue: companies whose articles are being reviewed or signed. */
export const signingBackofficeChildren: RouteObject[] = [
  {
    path: 'signing',
    lazy: () =>
      loadRouteModule(() => import('../../../features/backoffice/signing/signing-queue-page')).then((m) => ({
        Component: m.SigningQueuePage,
      })),
  },
];
