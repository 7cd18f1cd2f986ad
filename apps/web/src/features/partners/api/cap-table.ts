import {
  addPartnersBodySchema,
  capTableResponseSchema,
  invitationsSentResponseSchema,
  okResponseSchema,
  permissionEditBodySchema,
  sendInvitationsBodySchema,
  type Partner,
  type SendInvitationsBody,
  type ShareSeries,
} from '@forja/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { capture } from '../../../lib/analytics/analytics';

export type CapTable = { partners: Partner[]; share_series: ShareSeries[] };
export type CapTableBody = z.input<typeof addPartnersBodySchema>;

/**
 * `POST add-partners/company/{id}`: the whole cap table (partners, share series, holdings) in one
 * transaction; partners left out are removed. Answers the saved cap table.
 */
export async function saveCapTable(companyId: number, body: CapTableBody): Promise<CapTable> {
  return apiRequest(`add-partners/company/${companyId}`, {
    method: 'POST',
    body: addPartnersBodySchema.parse(body),
    schema: capTableResponseSchema.shape.content,
  });
}

/**
 * `POST partners/send-invitations/{company_id}`: e-mails each partner who has not joined, each in the language
 * given for them (remembered for their next e-mails); answers the addresses.
 */
export async function sendInvitations(
  companyId: number,
  languages: NonNullable<SendInvitationsBody>['languages'] = [],
): Promise<string[]> {
  const { sent } = await apiRequest(`partners/send-invitations/${companyId}`, {
    method: 'POST',
    body: sendInvitationsBodySchema.parse({ languages }),
    schema: invitationsSentResponseSchema.shape.content,
  });
  capture('partner_invited', { partners: sent.length });
  return sent;
}

/** `POST partner/permission-edit/{id}`: the owner lets a partner edit the company, or stops it. */
export async function setPartnerPermission(
  partnerId: number,
  companyId: number,
  canEdit: boolean,
): Promise<void> {
  await apiRequest(`partner/permission-edit/${partnerId}`, {
    method: 'POST',
    body: permissionEditBodySchema.parse({ company_id: companyId, permision_to_edit: canEdit }),
    schema: okResponseSchema.shape.content,
  });
}
