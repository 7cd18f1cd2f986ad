import {
  HEAR_ABOUT_PATH,
  hearAboutBodySchema,
  hearAboutResponseSchema,
  hearAboutSchema,
  type HearAbout,
  type HearAboutBody,
} from '@forja/contracts/payments/hear-about';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pathFor, paymentsQueryKeys } from './payments-query-keys';

/** `GET hear-about/company/{id}`: the answer, or null when not given yet. */
export const hearAboutQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: paymentsQueryKeys.hearAbout(companyId),
    queryFn: ({ signal }) =>
      apiRequest(pathFor(HEAR_ABOUT_PATH, companyId), {
        signal,
        schema: hearAboutResponseSchema.shape.content,
      }),
    staleTime: 60_000,
  });

/** `POST hear-about/company/{id}`: stored with the campaign values the API client sends (x_utm_tags). */
export async function saveHearAbout(companyId: number, body: HearAboutBody): Promise<HearAbout> {
  return apiRequest(pathFor(HEAR_ABOUT_PATH, companyId), {
    body: hearAboutBodySchema.parse(body),
    schema: hearAboutSchema,
  });
}
