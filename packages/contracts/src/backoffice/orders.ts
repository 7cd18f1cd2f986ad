import { z } from 'zod';
import { contentSchema } from '../envelope';
import { companyNoteSchema } from './company-notes';
import { backofficePageQuerySchema, pageOfSchema } from './staff';

/** The orders queue of the back office, under BACKOFFICE_PATH. */
export const BACKOFFICE_ORDERS_PATH = 'orders';

/**
 * Where an order stands for Forja's team:
 * - `oxxo_pending`: an OXXO voucher was issued and the store has not confirmed the payment yet;
 * - `payment_failed`: the last voucher expired unpaid (the order went back to checkout) and no operator has
 *   written a note on the order since;
 * - `followed_up`: the same, with an operator's note written after the failure.
 * Orders that are paid, or that were never paid and never failed, have none (null).
 */
export const ORDER_FOLLOW_UPS = ['oxxo_pending', 'payment_failed', 'cfdi_failed', 'followed_up'] as const;
export type OrderFollowUp = (typeof ORDER_FOLLOW_UPS)[number];

/** The queue's filter: `open` (the default, what the home page counts: pending vouchers and failures not followed up), or one follow-up. */
export const ORDER_QUEUE_FILTERS = ['open', ...ORDER_FOLLOW_UPS] as const;
export type OrderQueueFilter = (typeof ORDER_QUEUE_FILTERS)[number];

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** GET backoffice/orders: oldest first (since the voucher was issued or the payment failed). */
export const backofficeOrdersQuerySchema = backofficePageQuerySchema.extend({
  kind: z.enum(ORDER_QUEUE_FILTERS).default('open'),
  company_id: idSchema.optional(),
});
export type BackofficeOrdersQuery = z.infer<typeof backofficeOrdersQuerySchema>;

export const backofficeOrderParamsSchema = z.object({ order_id: idSchema });

/** An order as the back office sees it, with the provider's references and the operators' notes on it. */
export const backofficeOrderSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), friendly_id: z.string(), name: z.string().nullable() }),
  /** complete, pending or awaiting_checkout. */
  status: z.string(),
  follow_up: z.enum(ORDER_FOLLOW_UPS).nullable(),
  product_key: z.string(),
  /** What the order buys, as the founder saw it. */
  items: z.array(z.string()),
  total_centavos: z.number().int(),
  currency: z.string(),
  /** sandbox or stripe. */
  provider: z.string(),
  payment_method: z.string().nullable(),
  /** The provider's checkout session of the order (while it waits), to look it up on the provider's side. */
  provider_session_id: z.string().nullable(),
  /** The OXXO reference the founder pays at the store, and until when, while a voucher waits. */
  oxxo_number: z.string().nullable(),
  oxxo_expires_at: z.string().nullable(),
  /** The last failed payment (a voucher that expired unpaid): the provider's event id and when it happened. */
  failure: z.object({ provider_event_id: z.string(), failed_at: z.string() }).nullable(),
  /** The provider's id of the payment received, once paid. */
  provider_payment_id: z.string().nullable(),
  /** Why the CFDI of the order's bill could not be issued (the invoicing provider's code), when it could not. */
  cfdi_error: z.string().nullable(),
  /** Since when it waits in the queue: the voucher's issue (pending) or the failure; else its last change. */
  since: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  notes: z.array(companyNoteSchema),
});
export type BackofficeOrder = z.infer<typeof backofficeOrderSchema>;
export const backofficeOrdersPageResponseSchema = contentSchema(pageOfSchema(backofficeOrderSchema));
export type BackofficeOrdersPage = z.infer<typeof backofficeOrdersPageResponseSchema>['content'];
export const backofficeOrderResponseSchema = contentSchema(backofficeOrderSchema);
