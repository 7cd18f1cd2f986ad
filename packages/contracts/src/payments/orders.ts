import { z } from 'zod';
import { contentSchema } from '../envelope';
import { ORDER_STATUSES, SUBSCRIPTION_STATUSES } from '../company/company';
import { PAYMENT_METHODS } from './checkout';

export const COMPANY_ORDERS_PATH = 'orders/company/:company_id';

/** An OXXO voucher: the reference to pay at the store and until when it can be paid. */
export const oxxoVoucherSchema = z.object({
  number: z.string(),
  expires_at: z.string(),
  /** The voucher page to print or show at the store: the provider's, or the sandbox store page. */
  voucher_url: z.string().nullable(),
});
export type OxxoVoucher = z.infer<typeof oxxoVoucherSchema>;

/** An order with what PaymentStatus shows: amounts, method and the OXXO voucher while it waits. */
export const companyOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  product: z.string(),
  items: z.array(
    z.object({
      /** The catalogue's Spanish item name (the guards read it). */
      name: z.string(),
      /** The catalogue key of what it buys, to name it in the reader's language. */
      product: z.string(),
      unit_price_centavos: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  subtotal_centavos: z.number().int(),
  iva_centavos: z.number().int(),
  total_centavos: z.number().int(),
  currency: z.literal('MXN'),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  oxxo: oxxoVoucherSchema.nullable(),
  /** The hosted page where this order can still be paid, while it awaits checkout. */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;

export const companySubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.string().describe(SUBSCRIPTION_STATUSES.join(', ')),
  product: z.string(),
  item_name: z.string(),
  current_period_end: z.string().nullable(),
  /** Whether the card can be replaced (update_payment_method): the provider knows the subscription. */
  can_update_payment_method: z.boolean(),
});
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;

export const companyOrdersSchema = z.object({
  orders: z.array(companyOrderSchema),
  subscriptions: z.array(companySubscriptionSchema),
  /** The last four digits of the card last used by the signed-in user (spec: pm_last_four). */
  pm_last_four: z.string().nullable(),
  last_payment_link_at: z.string().nullable(),
});
export type CompanyOrders = z.infer<typeof companyOrdersSchema>;
export const companyOrdersResponseSchema = contentSchema(companyOrdersSchema);

/** `POST update-payment-method/subscription/{id}`: a hosted page to replace the subscription's card. */
export const UPDATE_PAYMENT_METHOD_PATH = 'update-payment-method/subscription/:id';
export const subscriptionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const updatePaymentMethodResponseSchema = contentSchema(z.object({ checkout_url: z.string() }));
