import { z } from 'zod';
import { contentSchema } from '../envelope';

/** `GET rates/usd-mxn`: the currency-rate service (spec section 7), used for USD equivalents. */
export const USD_MXN_RATE_PATH = 'rates/usd-mxn';

export const usdMxnRateSchema = z.object({
  /** Mexican pesos for one US dollar. */
  mxn_per_usd: z.number().positive(),
  /** The day the rate is for (YYYY-MM-DD). */
  as_of: z.string(),
  /** `fixed` (the offline sandbox rate) or the real source's name. */
  source: z.string(),
});
export type UsdMxnRate = z.infer<typeof usdMxnRateSchema>;
export const usdMxnRateResponseSchema = contentSchema(usdMxnRateSchema);
