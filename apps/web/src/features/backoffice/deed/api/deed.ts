import {
  backofficeDeedSchema,
  deedQueueResponseSchema,
  type BackofficeDeed,
  type DeedQueueItem,
  type DeedQueueStage,
  type RecordDeedBody,
  type ShipTestimonyBody,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../../api/backoffice-request';

/** The deed pages' TanStack Query keys, in one place. */
export const deedQueryKeys = {
  all: ['backoffice', 'deed'] as const,
  queue: (stage: DeedQueueStage | null) => ['backoffice', 'deed', 'queue', stage] as const,
  company: (companyId: number) => ['backoffice', 'deed', 'company', companyId] as const,
};

const queueSchema = deedQueueResponseSchema.shape.content;

/** GET backoffice/deed/queue: signed companies still waiting for deed, testimony, address, shipping or delivery. */
export const deedQueueQueryOptions = (stage: DeedQueueStage | null) =>
  queryOptions({
    queryKey: deedQueryKeys.queue(stage),
    queryFn: async ({ signal }): Promise<DeedQueueItem[]> =>
      queueSchema.parse(
        await backofficeRequest<unknown>(`deed/queue${stage ? `?stage=${stage}` : ''}`, { signal }),
      ),
  });

/** GET backoffice/deed/{company_id}: the deed, testimony, registry entry and delivery of a company. */
export const backofficeDeedQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: deedQueryKeys.company(companyId),
    queryFn: async ({ signal }): Promise<BackofficeDeed> =>
      backofficeDeedSchema.parse(await backofficeRequest<unknown>(`deed/${companyId}`, { signal })),
  });

/** PUT backoffice/deed/{company_id}: record or correct the notarial deed. */
export async function recordDeed(companyId: number, body: RecordDeedBody): Promise<BackofficeDeed> {
  return backofficeDeedSchema.parse(
    await backofficeRequest<unknown>(`deed/${companyId}`, { method: 'PUT', body }),
  );
}

/** POST backoffice/deed/{company_id}/ship: the carrier and the tracking number. */
export async function shipTestimony(companyId: number, body: ShipTestimonyBody): Promise<BackofficeDeed> {
  return backofficeDeedSchema.parse(
    await backofficeRequest<unknown>(`deed/${companyId}/ship`, { method: 'POST', body }),
  );
}

/** POST backoffice/deed/{company_id}/deliver. */
export async function markTestimonyDelivered(companyId: number): Promise<BackofficeDeed> {
  return backofficeDeedSchema.parse(
    await backofficeRequest<unknown>(`deed/${companyId}/deliver`, { method: 'POST' }),
  );
}
