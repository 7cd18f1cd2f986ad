import type { RetainedRecord } from '@forja/contracts';

/**
 * What a cancelled account leaves behind (LFPDPPP cancellation, with the blocking period the law allows):
 * records another law obliges Forja to keep, and for how long. Invoices and what they rest on: Código Fiscal
 * de la Federación art. 30 (five years); signed corporate acts: Código de Comercio art. 38 (ten years); the
 * audit log of staff acts follows the invoices it documents.
 */
export const RETAINED_RECORD_YEARS: Readonly<Record<RetainedRecord, number>> = {
  invoices: 5,
  signed_acts: 10,
  audit_log: 5,
};

/** What the erasure of an account does to a company it created. */
export type CompanyErasure = 'delete' | 'keep';

/**
 * A company the cancelled user created is deleted with the account when nothing else holds it: it was never
 * paid (no invoice to keep), nothing was signed, and no other person has joined it with an account of their
 * own. Otherwise one partner cannot delete it: it is kept, and only the user's own data in it goes.
 */
export function companyErasure(company: {
  hasInvoices: boolean;
  hasSignedActs: boolean;
  otherMembers: number;
}): CompanyErasure {
  if (company.hasInvoices || company.hasSignedActs || company.otherMembers > 0) return 'keep';
  return 'delete';
}

/** What the erasure does to the user's own partner record in a company that stays. */
export type PartnerErasure = 'keep' | 'strip';

/**
 * A partner record named in signed articles is part of a corporate act and stays (the law keeps the act);
 * before anything is signed it is stripped: documents, identity checks and personal fields go, the seat and
 * its shares stay for the other partners to replace.
 */
export function partnerErasure(company: { hasSignedActs: boolean }): PartnerErasure {
  return company.hasSignedActs ? 'keep' : 'strip';
}

/** The moment a cancelled account is erased: the request time plus the configured retention days. */
export function eraseAfter(cancelledAt: Date, retentionDays: number): Date {
  if (!Number.isInteger(retentionDays) || retentionDays < 0) throw new RangeError('retention days');
  return new Date(cancelledAt.getTime() + retentionDays * 24 * 60 * 60 * 1000);
}
