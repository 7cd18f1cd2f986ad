import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadRouteModule } from '../../../lib/load-route-module';
import { lazyWorkspaceLayout } from '../lazy-layouts';
import type { ExtrasPage } from './extras-checkout';
import type { MainCheckoutRoute } from './payment-loaders';

/** One of the main checkouts (advance, representation, Amazon), guarded by the domain's guardCheckout. */
function lazyMainCheckout(route: MainCheckoutRoute): LazyRouteFunction<RouteObject> {
  return () =>
    Promise.all([
      loadRouteModule(() => import('./main-checkout')),
      loadRouteModule(() => import('./payment-loaders')),
    ]).then(([page, loaders]) => ({
      loader: loaders.checkoutLoader(route),
      element: <page.MainCheckoutPage route={route} />,
    }));
}

/** One of the extras' checkouts; the pre-funding one has no guard of its own. */
function lazyExtrasCheckout(page: ExtrasPage): LazyRouteFunction<RouteObject> {
  return () =>
    Promise.all([
      loadRouteModule(() => import('./extras-checkout')),
      loadRouteModule(() => import('./payment-loaders')),
    ]).then(([extras, loaders]) => ({
      loader: page === 'CheckoutPreFunding' ? loaders.paymentPageLoader : loaders.checkoutLoader(page),
      element: <extras.ExtrasCheckoutPage page={page} />,
    }));
}

/**
 * /{lang}/payment/{company_id}/... (spec section 2, "Payment", login-guarded): the checkouts, what follows a
 * payment and its status, in the company workspace's frame. The checkouts' loaders run the domain's
 * guardCheckout.
 */
export const paymentRoute: RouteObject = {
  path: 'payment/:company_id',
  lazy: lazyWorkspaceLayout,
  children: [
    { index: true, lazy: lazyMainCheckout('CheckoutAdvance') },
    { path: 'checkout_representation', lazy: lazyMainCheckout('CheckoutRepresentation') },
    { path: 'checkout_amazon', lazy: lazyMainCheckout('CheckoutAmazon') },
    { path: 'checkout', lazy: lazyExtrasCheckout('Checkout') },
    { path: 'checkout_accountant', lazy: lazyExtrasCheckout('CheckoutAccountant') },
    { path: 'checkout_pre_funding', lazy: lazyExtrasCheckout('CheckoutPreFunding') },
    {
      path: 'payment_complete',
      lazy: () =>
        Promise.all([
          loadRouteModule(() => import('./payment-complete')),
          loadRouteModule(() => import('./payment-loaders')),
        ]).then(([page, loaders]) => ({
          Component: page.PaymentCompletePage,
          loader: loaders.paymentPageLoader,
        })),
    },
    {
      path: 'hear_about',
      lazy: () =>
        loadRouteModule(() => import('./hear-about')).then((m) => ({
          Component: m.HearAboutPage,
          loader: m.hearAboutLoader,
        })),
    },
    {
      path: 'checkout_info',
      lazy: () =>
        loadRouteModule(() => import('./checkout-info')).then((m) => ({
          Component: m.CheckoutInfoPage,
          loader: m.checkoutInfoLoader,
        })),
    },
    {
      path: 'payment_info_rnie',
      lazy: () =>
        Promise.all([
          loadRouteModule(() => import('./payment-info-rnie')),
          loadRouteModule(() => import('./payment-loaders')),
        ]).then(([page, loaders]) => ({
          Component: page.PaymentInfoRniePage,
          loader: loaders.paymentPageLoader,
        })),
    },
    {
      path: 'payment_status',
      lazy: () =>
        Promise.all([
          loadRouteModule(() => import('./payment-status')),
          loadRouteModule(() => import('./payment-loaders')),
        ]).then(([page, loaders]) => ({
          Component: page.PaymentStatusPage,
          loader: loaders.paymentPageLoader,
        })),
    },
    {
      path: 'payment_status_complement',
      lazy: () =>
        Promise.all([
          loadRouteModule(() => import('./payment-status-complement')),
          loadRouteModule(() => import('./payment-loaders')),
        ]).then(([page, loaders]) => ({
          Component: page.PaymentStatusComplementPage,
          loader: loaders.paymentPageLoader,
        })),
    },
  ],
};

/** dashboard/{company_id}/invoices: a child of the workspace route. */
export const invoicesRoute: RouteObject = {
  path: 'invoices',
  lazy: () =>
    loadRouteModule(() => import('./invoices')).then((m) => ({
      Component: m.InvoicesPage,
      loader: m.invoicesLoader,
    })),
};
