import { z } from 'zod';
import type { RatesProvider, UsdMxnRate } from './rates';

/** How long a fetched rate is reused: the source publishes once a working day. */
export const RATE_CACHE_MS = 60 * 60 * 1000;

const answerSchema = z.object({
  base: z.literal('USD'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.object({ MXN: z.number().positive() }),
});

/**
 * A real rate source: the Frankfurter API (reference rates of the European Central Bank, no key needed),
 * `GET {base}/latest?base=USD&symbols=MXN`. The answer is kept for an hour; a failure is thrown to the caller,
 * which shows prices without the USD equivalent.
 */
export function createFrankfurterRates(deps: {
  apiBase: string;
  clock: () => Date;
  fetch?: typeof fetch;
}): RatesProvider {
  const get = deps.fetch ?? fetch;
  let cached: { rate: UsdMxnRate; at: number } | null = null;
  return {
    name: 'frankfurter',
    async usdMxn() {
      const now = deps.clock().getTime();
      if (cached && now - cached.at < RATE_CACHE_MS) return cached.rate;
      const response = await get(`${deps.apiBase.replace(/\/$/, '')}/latest?base=USD&symbols=MXN`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`the rate source answered ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      const rate = { mxn_per_usd: answer.rates.MXN, as_of: answer.date, source: 'frankfurter' };
      cached = { rate, at: now };
      return rate;
    },
  };
}
