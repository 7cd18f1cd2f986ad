import type { Partner } from '@forja/contracts';
import { listOf } from '../shared/list';
import { textKey } from '../shared/text';

/** Identity-verification statuses that mean it failed (spec section 3). */
export const FAILED_IDENTITY_STATUSES = ['reject', 'denied'] as const;

/** Whether any identity-verification result of the partner is Reject or Denied (any case). */
export function partnerIdentityFailed(partner: Pick<Partner, 'mati_status'>): boolean {
  return listOf(partner.mati_status).some((entry) =>
    (FAILED_IDENTITY_STATUSES as readonly string[]).includes(textKey(entry.status)),
  );
}
