import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadRouteModule } from '../../lib/load-route-module';

/** The signed-out pages' frame (Login, password recovery, account verification, the dev mailbox). */
export const lazyAuthLayout: LazyRouteFunction<RouteObject> = () =>
  loadRouteModule(() => import('./auth/auth-layout')).then((m) => ({ Component: m.AuthLayout }));

/** The signed-in frame of Companies, Account and Beginning. */
export const lazyAppLayout: LazyRouteFunction<RouteObject> = () =>
  loadRouteModule(() => import('./app-layout')).then((m) => ({ Component: m.AppLayout }));

/**
 * The company workspace's frame (sidebar, help widget) and its loader: dashboard/, administration/, payment/
 * and banks/ share it.
 */
export const lazyWorkspaceLayout: LazyRouteFunction<RouteObject> = () =>
  loadRouteModule(() => import('./dashboard/workspace-layout')).then((m) => ({
    Component: m.WorkspaceLayout,
    loader: m.companyPageLoader,
  }));
