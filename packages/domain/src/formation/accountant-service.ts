/** The accountant service (contabilidad) a company buys from Forja, and who serves it. */

export type AccountantServiceStage = 'not_purchased' | 'assigning' | 'assigned';

/** Not bought yet; bought and waiting for Forja to assign an accountant; or served by one. */
export function accountantServiceStage(purchased: boolean, assigned: boolean): AccountantServiceStage {
  if (!purchased) return 'not_purchased';
  return assigned ? 'assigned' : 'assigning';
}

/**
 * What the accountant needs from the company to start, in the order to gather it: item keys (the texts live in
 * the web app's `accountant` namespace).
 */
export const ACCOUNTANT_NEEDS = [
  'constancia_situacion_fiscal',
  'deed_copy',
  'efirma_files',
  'bank_statements',
  'invoices',
  'payroll',
] as const;
export type AccountantNeed = (typeof ACCOUNTANT_NEEDS)[number];
