import type { AppointmentTypeName, Company } from '@forja/contracts';
import { companyFacts, societyTypeFormsOnline } from '../onboarding/company-facts';
import { isBlank } from '../shared/text';

/** What the company has reached, as far as booking an appointment is concerned. */
export type AppointmentEligibilityFacts = {
  /** Any order is complete or any subscription is active. */
  paid: boolean;
  /** The society type is formed online, without a notary (an S.A.S.: see societyTypeFormsOnline). */
  formsOnline: boolean;
  /** Every partner has signed the articles (flags.date_signature is set). */
  signed: boolean;
  /** The notarial deed (escritura pública), or an S.A.S.'s registration, is recorded in the back office. */
  deedRecorded: boolean;
  /** The company has its RFC (the SAT issues an e.firma only to a registered company). */
  rfcRecorded: boolean;
};

/** Why a type of appointment cannot be booked yet: the step the company still has to reach. */
export type AppointmentBlocker =
  | 'appointment_needs_payment'
  | 'appointment_not_for_society_type'
  | 'appointment_needs_signature'
  | 'appointment_needs_deed'
  | 'appointment_needs_rfc';

/**
 * Whether a company may book a type of appointment now, and if not, which step is missing (an error code).
 * A call with an adviser is open once the company has paid; signing at the notary once every partner has
 * signed the articles; the e.firma at the SAT once the deed is recorded and the company has its RFC (the SAT
 * asks for the deed, and issues the e.firma to a registered company). A company formed online (S.A.S.) never
 * goes to a notary, so it has no notary appointment (appointment_not_for_society_type); its registration in the
 * Secretaría de Economía's system is recorded as its deed.
 */
export function appointmentBlocker(
  type: AppointmentTypeName,
  facts: AppointmentEligibilityFacts,
): AppointmentBlocker | null {
  if (type === 'notary_signing' && facts.formsOnline) return 'appointment_not_for_society_type';
  if (!facts.paid) return 'appointment_needs_payment';
  if (type === 'adviser_call') return null;
  if (!facts.signed) return 'appointment_needs_signature';
  if (type === 'notary_signing') return null;
  if (!facts.deedRecorded) return 'appointment_needs_deed';
  return facts.rfcRecorded ? null : 'appointment_needs_rfc';
}

/** The same, from a company's profile: what its booking page answers, and what its appointment card shows. */
export function companyAppointmentBlocker(
  company: Company,
  type: AppointmentTypeName,
): AppointmentBlocker | null {
  const facts = companyFacts(company);
  return appointmentBlocker(type, {
    paid: facts.isPaid,
    formsOnline: societyTypeFormsOnline(company.company_type),
    signed: facts.completeFirms,
    deedRecorded: company.formation.deed !== null,
    rfcRecorded: !isBlank(company.rfc),
  });
}
