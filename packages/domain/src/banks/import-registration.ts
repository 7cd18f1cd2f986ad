import type { ImportRegistrationStatus, ImportRequirement } from '@forja/contracts';
import { isBlank } from '../shared/text';
import { businessInformationMissing, type BusinessInformationDraft } from './business-information';

/**
 * What the importers' register (padrón de importadores) needs before Forja files it, each read from the
 * company: its RFC, its e.firma (the SAT filing is signed with it), the tax address and the Amazon business
 * information (business name and Amazon store) of the business information form.
 */
export function importRequirements(
  company: { rfc: string | null; efirmaObtainedAt: string | null },
  info: BusinessInformationDraft | null,
): { key: ImportRequirement; done: boolean }[] {
  const missing = new Set(businessInformationMissing(info, { amazonCustomer: true }));
  return [
    { key: 'rfc', done: !isBlank(company.rfc) },
    { key: 'efirma', done: company.efirmaObtainedAt !== null },
    { key: 'tax_address', done: !missing.has('tax_address') },
    { key: 'amazon_information', done: !missing.has('business_name') && !missing.has('amazon_website') },
  ];
}

/**
 * Whether an operator may move the registration to a status: filing (in_progress) needs every requirement;
 * registered and rejected follow a filing; a rejection may be filed again. Answers the refusal's code or null.
 */
export function importRegistrationRefusal(
  from: ImportRegistrationStatus,
  to: ImportRegistrationStatus,
  requirementsDone: boolean,
  note: string | null | undefined,
): 'invalid_status_transition' | 'import_note_required' | 'import_requirements_missing' | null {
  if (to === 'rejected' && isBlank(note)) return 'import_note_required';
  const allowed: Record<ImportRegistrationStatus, readonly ImportRegistrationStatus[]> = {
    not_started: ['in_progress'],
    in_progress: ['registered', 'rejected'],
    registered: [],
    rejected: ['in_progress'],
  };
  if (!allowed[from].includes(to)) return 'invalid_status_transition';
  if (to === 'in_progress' && !requirementsDone) return 'import_requirements_missing';
  return null;
}
