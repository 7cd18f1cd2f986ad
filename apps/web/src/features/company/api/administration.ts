import {
  deleteLegalRepresentativeBodySchema,
  updateAdministrationBodySchema,
  type COUNCIL_ROLES,
  type LegalRepresentative,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';
import { uploadRequest, type UploadOptions } from '../../../lib/upload';

export type CouncilRole = (typeof COUNCIL_ROLES)[number];
export type AdministrationBody = {
  has_unique_administrator: boolean;
  council: { name: string; council_role: CouncilRole }[];
};

/** Sole administrator or board of directors, and the board's members (`PUT company/administration`). */
export function saveAdministration(companyId: number, body: AdministrationBody): Promise<unknown> {
  return apiRequest(`company/administration/${companyId}`, {
    method: 'PUT',
    body: updateAdministrationBodySchema.parse(body),
  });
}

export type NewLegalRepresentative = { name: string; rfc: string; image: File };

/** Adds a legal representative with a photo or PDF of their ID (multipart, with upload progress). */
export function addLegalRepresentative(
  companyId: number,
  representative: NewLegalRepresentative,
  options: UploadOptions = {},
): Promise<LegalRepresentative | undefined> {
  const form = new FormData();
  form.append('name', representative.name);
  form.append('rfc', representative.rfc);
  form.append('image', representative.image, representative.image.name);
  return uploadRequest<LegalRepresentative | undefined>(
    `company/legal-representatives/new/${companyId}`,
    form,
    options,
  );
}

/** Removes a legal representative (`POST company/legal-representatives/delete`). */
export function deleteLegalRepresentative(legalRepresentativeId: number): Promise<unknown> {
  return apiRequest('company/legal-representatives/delete', {
    body: deleteLegalRepresentativeBodySchema.parse({ legal_representative: legalRepresentativeId }),
  });
}
