import { z } from 'zod';
import { contentSchema } from '../envelope';

/**
 * The checkout calls (the spec shows none: these follow the style of its section 7). Paths are relative to
 * the API base, `{company_id}` filled in by the caller.
 */
export const CHECKOUT_PATH = 'checkout/company/:company_id';
export const PAYMENT_LINK_PATH = 'checkout/company/:company_id/payment-link';
export const CHECKOUT_QUOTE_PATH = 'checkout/company/:company_id/quote';

export const companyIdPathSchema = z.object({ company_id: z.coerce.number().int().positive() });

/** `POST checkout/company/{company_id}`: pay for one product of the catalogue (its key, or a package's key). */
export const createCheckoutBodySchema = z.object({
  product: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .describe('A product key of the catalogue (formation, complemento_acta, …) or a package key'),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

export const checkoutSchema = z.object({
  order_id: z.number().int(),
  /** The yearly subscription the order starts, for recurring products; null otherwise. */
  subscription_id: z.number().int().nullable(),
  /** The provider's hosted payment page: Forja's own sandbox page (a path on this server) or Stripe's. */
  checkout_url: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
export const createCheckoutResponseSchema = contentSchema(checkoutSchema);

/** `POST checkout/company/{company_id}/payment-link`: the same checkout, as a link to send to whoever pays. */
export const paymentLinkSchema = checkoutSchema.extend({ last_payment_link_at: z.string() });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;
export const paymentLinkResponseSchema = contentSchema(paymentLinkSchema);

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_METHODS = ['card', 'oxxo'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const checkoutQuoteQuerySchema = z.object({ product: createCheckoutBodySchema.shape.product });

/** A price as the server computes it from the catalogue: integer centavos, IVA on its own line. */
export const checkoutQuoteSchema = z.object({
  product: z.string(),
  item_name: z.string(),
  /** Product keys the purchase includes (a package's contents). */
  includes: z.array(z.object({ key: z.string(), name: z.string() })),
  recurring: z.enum(['year']).nullable(),
  currency: z.literal('MXN'),
  subtotal_centavos: z.number().int(),
  iva_centavos: z.number().int(),
  total_centavos: z.number().int(),
  iva_basis_points: z.number().int(),
  /** How the payer can pay: card always, OXXO cash for one-off payments. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** The total in US dollars at the rate service's rate, or null when no rate is available. */
  usd: z
    .object({
      total_cents: z.number().int(),
      mxn_per_usd: z.number(),
      as_of: z.string(),
      source: z.string(),
    })
    .nullable(),
  /** Which payments provider takes the money: `sandbox` takes none (test mode). */
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
export const checkoutQuoteResponseSchema = contentSchema(checkoutQuoteSchema);
