import type { Company } from '@forja/contracts';
import type { SatRegistrationState } from '@forja/domain';

/** The company's SAT registration as the domain's rules read it, from the company profile. */
export function satStateOf(company: Pick<Company, 'formation'>): SatRegistrationState {
  return {
    deedRecorded: company.formation.deed !== null,
    rfcRecordedAt: company.formation.rfc_recorded_at,
    efirmaObtainedAt: company.formation.efirma_obtained_at,
  };
}
