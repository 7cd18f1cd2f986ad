/**
 * A bill's number as the receipt, the CFDI's folio and the e-mails show it: the year it was issued (UTC) and
 * its id, six digits at least ("2026-000042").
 */
export function billNumber(bill: { id: number; issued_at: Date }): string {
  return `${bill.issued_at.getUTCFullYear()}-${String(bill.id).padStart(6, '0')}`;
}
