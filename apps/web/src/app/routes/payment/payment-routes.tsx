import type { RouteObject } from 'react-router';
import { WorkspaceLayout, workspaceLoader } from '../dashboard/workspace-layout';
import { CheckoutInfoPage, checkoutInfoLoader } from './checkout-info';
import { ExtrasCheckoutPage } from './extras-checkout';
import { HearAboutPage, hearAboutLoader } from './hear-about';
import { InvoicesPage, invoicesLoader } from './invoices';
import { MainCheckoutPage } from './main-checkout';
import { PaymentCompletePage } from './payment-complete';
import { PaymentInfoRniePage } from './payment-info-rnie';
import { checkoutLoader, paymentPageLoader } from './payment-loaders';
import { PaymentStatusPage } from './payment-status';
import { PaymentStatusComplementPage } from './payment-status-complement';

/**
 * /{lang}/payment/{company_id}/... (spec section 2, "Payment", login-guarded): the checkouts, what follows a
 * payment and its status, in the company workspace's frame. The checkouts' loaders run the domain's
 * guardCheckout.
 */
export const paymentRoute: RouteObject = {
  path: 'payment/:company_id',
  loader: workspaceLoader,
  element: <WorkspaceLayout />,
  children: [
    {
      index: true,
      loader: checkoutLoader('CheckoutAdvance'),
      element: <MainCheckoutPage route="CheckoutAdvance" />,
    },
    {
      path: 'checkout_representation',
      loader: checkoutLoader('CheckoutRepresentation'),
      element: <MainCheckoutPage route="CheckoutRepresentation" />,
    },
    {
      path: 'checkout_amazon',
      loader: checkoutLoader('CheckoutAmazon'),
      element: <MainCheckoutPage route="CheckoutAmazon" />,
    },
    { path: 'checkout', loader: checkoutLoader('Checkout'), element: <ExtrasCheckoutPage page="Checkout" /> },
    {
      path: 'checkout_accountant',
      loader: checkoutLoader('CheckoutAccountant'),
      element: <ExtrasCheckoutPage page="CheckoutAccountant" />,
    },
    {
      path: 'checkout_pre_funding',
      loader: paymentPageLoader,
      element: <ExtrasCheckoutPage page="CheckoutPreFunding" />,
    },
    { path: 'payment_complete', loader: paymentPageLoader, element: <PaymentCompletePage /> },
    { path: 'hear_about', loader: hearAboutLoader, element: <HearAboutPage /> },
    { path: 'checkout_info', loader: checkoutInfoLoader, element: <CheckoutInfoPage /> },
    { path: 'payment_info_rnie', loader: paymentPageLoader, element: <PaymentInfoRniePage /> },
    { path: 'payment_status', loader: paymentPageLoader, element: <PaymentStatusPage /> },
    {
      path: 'payment_status_complement',
      loader: paymentPageLoader,
      element: <PaymentStatusComplementPage />,
    },
  ],
};

/** dashboard/{company_id}/invoices: a child of the workspace route. */
export const invoicesRoute: RouteObject = {
  path: 'invoices',
  loader: invoicesLoader,
  element: <InvoicesPage />,
};
