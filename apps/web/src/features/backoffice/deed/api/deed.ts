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
    queryFn: ({ signal }): Promise<DeedQueueItem[]> =>
      backofficeRequest(`deed/queue${stage ? `?stage=${stage}` : ''}`, { signal, schema: queueSchema }),
  });

/** GET backoffice/deed/{company_id}: the deed, testimony, registry entry and delivery of a company. */
export const backofficeDeedQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: deedQueryKeys.company(companyId),
    queryFn: ({ signal }): Promise<BackofficeDeed> =>
      backofficeRequest(`deed/${companyId}`, { signal, schema: backofficeDeedSchema }),
  });

/** PUT backoffice/deed/{company_id}: record or correct the notarial deed. */
export async function recordDeed(companyId: number, body: RecordDeedBody): Promise<BackofficeDeed> {
  return backofficeRequest(`deed/${companyId}`, { method: 'PUT', body, schema: backofficeDeedSchema });
}

/**
 * POST backoffice/deed/{company_id}/se-signature-ready: an S.A.S.'s articles are ready for each shareholder's
 * e.firma in the SE's system (the API e-mails them; a repeat changes nothing).
 */
export async function markSeSignatureReady(companyId: number): Promise<BackofficeDeed> {
  return backofficeRequest(`deed/${companyId}/se-signature-ready`, {
    method: 'POST',
    schema: backofficeDeedSchema,
  });
}

/** POST backoffice/deed/{company_id}/ship: the carrier and the tracking number. */
export async function shipTestimony(companyId: number, body: ShipTestimonyBody): Promise<BackofficeDeed> {
  return backofficeRequest(`deed/${companyId}/ship`, { method: 'POST', body, schema: backofficeDeedSchema });
}

/** POST backoffice/deed/{company_id}/deliver. */
export async function markTestimonyDelivered(companyId: number): Promise<BackofficeDeed> {
  return backofficeRequest(`deed/${companyId}/deliver`, { method: 'POST', schema: backofficeDeedSchema });
}
