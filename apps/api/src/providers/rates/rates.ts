/** The currency-rate service (spec section 7): pesos per US dollar, for the USD equivalents of prices. */
export type UsdMxnRate = {
  /** Mexican pesos for one US dollar. */
  mxn_per_usd: number;
  /** The day the rate is for (YYYY-MM-DD). */
  as_of: string;
  source: string;
};

export type RatesProvider = {
  readonly name: 'fixed' | 'frankfurter';
  usdMxn(): Promise<UsdMxnRate>;
};

/** The offline sandbox rate: one configured figure, labelled `fixed` wherever it is shown. */
export function createFixedRates(mxnPerUsd: number, clock: () => Date): RatesProvider {
  return {
    name: 'fixed',
    async usdMxn() {
      return { mxn_per_usd: mxnPerUsd, as_of: clock().toISOString().slice(0, 10), source: 'fixed' };
    },
  };
}
