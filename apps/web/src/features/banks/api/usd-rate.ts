import { USD_MXN_RATE_PATH, usdMxnRateSchema, type UsdMxnRate } from '@forja/contracts/payments/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { banksQueryKeys } from './banks-query-keys';

/** `GET rates/usd-mxn`: pesos for one dollar today, for the USD equivalent of an amount. */
export async function getUsdRate(signal?: AbortSignal): Promise<UsdMxnRate> {
  return apiRequest(USD_MXN_RATE_PATH, { signal, schema: usdMxnRateSchema });
}

export const usdRateQueryOptions = () =>
  queryOptions({
    queryKey: banksQueryKeys.usdRate,
    queryFn: ({ signal }) => getUsdRate(signal),
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });

/** The rate, or undefined while it loads or when the rates service does not answer. */
export const useUsdRate = () => useQuery(usdRateQueryOptions());
