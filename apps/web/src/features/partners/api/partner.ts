import {
  attachByInvitationBodySchema,
  authTokensSchema,
  identityVerificationResponseSchema,
  okResponseSchema,
  onlyPartnerSchema,
  partnerAddressBodySchema,
  partnerComplementsBodySchema,
  partnerDocumentUploadedResponseSchema,
  postalCodeResponseSchema,
  registerBodySchema,
  setNationalitiesBodySchema,
  type AuthTokens,
  type OnlyPartner,
  type PartnerDocumentType,
  type RegisterBody,
} from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type UploadOptions } from '../../../lib/api-client';
import { accessFor, accessOptions, type PartnerAccess, type PartnerFlowKind } from './partner-access';
import { capture } from '../../../lib/analytics/analytics';

export type PartnerComplementsBody = z.input<typeof partnerComplementsBodySchema>;
export type PartnerAddressBody = z.input<typeof partnerAddressBodySchema>;
export type PostalCode = z.infer<typeof postalCodeResponseSchema>['content'];
export type IdentityVerification = z.infer<typeof identityVerificationResponseSchema>['content'];
export type DocumentUploaded = z.infer<typeof partnerDocumentUploadedResponseSchema>['content'];

const ok = okResponseSchema.shape.content;

/** The query keys of the partners feature, in one place. */
export const partnersQueryKeys = {
  all: ['partners'] as const,
  partner: (partnerId: number) => ['partners', 'partner', partnerId] as const,
  identity: (partnerId: number) => ['partners', 'partner', partnerId, 'identity'] as const,
  postalCode: (postalCode: string) => ['partners', 'postal-code', postalCode] as const,
};

/**
 * `GET only-partner/{id}/company/{company_id}`: one partner, for the partner themself or an invited partner,
 * with their company's society type.
 */
export async function getPartner(
  partnerId: number,
  companyId: number,
  access: PartnerAccess,
  signal?: AbortSignal,
): Promise<OnlyPartner> {
  return apiRequest(`only-partner/${partnerId}/company/${companyId}`, {
    ...accessOptions(access),
    signal,
    schema: onlyPartnerSchema,
  });
}

/** The partner of a flow; the access (token or session) is read when the call is made. */
export const partnerQueryOptions = (kind: PartnerFlowKind, partnerId: number, companyId: number) =>
  queryOptions({
    queryKey: partnersQueryKeys.partner(partnerId),
    queryFn: ({ signal }) => getPartner(partnerId, companyId, accessFor(kind, partnerId), signal),
    staleTime: 3_000,
  });

/** `POST partner/set-nationalities/{id}` (ISO 3166 alpha-2 codes). */
export async function setPartnerNationalities(
  partnerId: number,
  nationalities: string[],
  access: PartnerAccess,
): Promise<void> {
  await apiRequest(`partner/set-nationalities/${partnerId}`, {
    ...accessOptions(access),
    method: 'POST',
    body: setNationalitiesBodySchema.parse({ nationalities }),
    schema: ok,
  });
}

/**
 * `POST partner-complements/{id}`: RFC, CURP, birthplace, tax residence, civil status and the terms. A 409
 * rfc_checksum_mismatch asks the partner to confirm; send again with confirm_checksum true.
 */
export async function savePartnerComplements(
  partnerId: number,
  body: PartnerComplementsBody,
  access: PartnerAccess,
): Promise<void> {
  await apiRequest(`partner-complements/${partnerId}`, {
    ...accessOptions(access),
    method: 'POST',
    body: partnerComplementsBodySchema.parse(body),
    schema: ok,
  });
}

/** `GET postal-codes/{cp}`: the state, municipality and settlements (colonias) of a SEPOMEX postal code. */
export async function getPostalCode(
  postalCode: string,
  access: PartnerAccess,
  signal?: AbortSignal,
): Promise<PostalCode> {
  return apiRequest(`postal-codes/${encodeURIComponent(postalCode)}`, {
    ...accessOptions(access),
    signal,
    schema: postalCodeResponseSchema.shape.content,
  });
}

/**
 * `POST partner-address/{id}`: a Mexican address (street, numbers, colonia, municipality, state and postal code)
 * or one outside Mexico (its country, address lines, city, region and postal code).
 */
export async function savePartnerAddress(
  partnerId: number,
  body: PartnerAddressBody,
  access: PartnerAccess,
): Promise<void> {
  await apiRequest(`partner-address/${partnerId}`, {
    ...accessOptions(access),
    method: 'POST',
    body: partnerAddressBodySchema.parse(body),
    schema: ok,
  });
}

/** `POST partner/{id}/documents/{type}`: one file in the `file` field, with upload progress. */
export async function uploadPartnerDocument(
  partnerId: number,
  type: PartnerDocumentType,
  file: File,
  access: PartnerAccess,
  options: UploadOptions = {},
): Promise<DocumentUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(`partner/${partnerId}/documents/${encodeURIComponent(type)}`, {
    ...options,
    ...accessOptions(access),
    body: form,
    schema: partnerDocumentUploadedResponseSchema.shape.content,
  });
}

/** `POST partner/{id}/identity-verification`: the selfie video in the `video` field; queues the check. */
export async function sendIdentityVideo(
  partnerId: number,
  video: Blob,
  access: PartnerAccess,
  options: UploadOptions = {},
): Promise<IdentityVerification> {
  const form = new FormData();
  const extension = video.type.includes('mp4') ? 'mp4' : 'webm';
  form.append('video', video, `selfie.${extension}`);
  return apiRequest(`partner/${partnerId}/identity-verification`, {
    ...options,
    ...accessOptions(access),
    body: form,
    schema: identityVerificationResponseSchema.shape.content,
  });
}

/** `GET partner/{id}/identity-verification`: the latest check's status (Pending, Approved, Reject, Denied). */
export async function getIdentityVerification(
  partnerId: number,
  access: PartnerAccess,
  signal?: AbortSignal,
): Promise<IdentityVerification> {
  return apiRequest(`partner/${partnerId}/identity-verification`, {
    ...accessOptions(access),
    signal,
    schema: identityVerificationResponseSchema.shape.content,
  });
}

export type CreateByPartnerBody = RegisterBody & { company_id: number; token: string };

/**
 * `POST user/create-by-partner/{id}`: the invited partner's account, made with their invitation (the e-mail
 * is the invited one). Answers the new session's tokens, like a sign-up.
 */
export async function createUserByPartner(partnerId: number, body: CreateByPartnerBody): Promise<AuthTokens> {
  const { company_id, token, ...account } = body;
  const tokens = await apiRequest(`user/create-by-partner/${partnerId}`, {
    method: 'POST',
    anonymous: true,
    body: { ...registerBodySchema.parse(account), company_id, token },
    schema: authTokensSchema,
  });
  capture('sign_up', { method: 'invitation' });
  return tokens;
}

/** `POST attach-partner-with-company-by-invitation/partner/{id}`: links the signed-in account to the partner. */
export async function attachPartnerByInvitation(
  partnerId: number,
  companyId: number,
  invitation: string,
): Promise<void> {
  await apiRequest(`attach-partner-with-company-by-invitation/partner/${partnerId}`, {
    method: 'POST',
    body: attachByInvitationBodySchema.parse({ company_id: companyId, invitation }),
    schema: ok,
  });
}
