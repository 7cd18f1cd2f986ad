import {
  deleteLegalRepresentativeBodySchema,
  newLegalRepresentativeResponseSchema,
  okResponseSchema,
  updateAdministrationBodySchema,
  type COUNCIL_ROLES,
} from '@forja/contracts';
import type { z } from 'zod';
import { apiRequest, type UploadOptions } from '../../../lib/api-client';

export type CouncilRole = (typeof COUNCIL_ROLES)[number];
export type AdministrationBody = {
  has_unique_administrator: boolean;
  council: { name: string; council_role: CouncilRole }[];
};
export type AddedLegalRepresentative = z.infer<typeof newLegalRepresentativeResponseSchema>['content'];

const ok = okResponseSchema.shape.content;

/** Sole administrator or board of directors, and the board's members (`PUT company/administration`). */
export function saveAdministration(companyId: number, body: AdministrationBody): Promise<{ ok: true }> {
  return apiRequest(`company/administration/${companyId}`, {
    method: 'PUT',
    body: updateAdministrationBodySchema.parse(body),
    schema: ok,
  });
}

export type NewLegalRepresentative = { name: string; rfc: string; image: File };

/** Adds a legal representative with a photo or PDF of their ID (multipart, with upload progress). */
export function addLegalRepresentative(
  companyId: number,
  representative: NewLegalRepresentative,
  options: UploadOptions = {},
): Promise<AddedLegalRepresentative> {
  const form = new FormData();
  form.append('name', representative.name);
  form.append('rfc', representative.rfc);
  form.append('image', representative.image, representative.image.name);
  return apiRequest(`company/legal-representatives/new/${companyId}`, {
    ...options,
    body: form,
    schema: newLegalRepresentativeResponseSchema.shape.content,
  });
}

/** Removes a legal representative (`POST company/legal-representatives/delete`). */
export function deleteLegalRepresentative(legalRepresentativeId: number): Promise<{ ok: true }> {
  return apiRequest('company/legal-representatives/delete', {
    body: deleteLegalRepresentativeBodySchema.parse({ legal_representative: legalRepresentativeId }),
    schema: ok,
  });
}
