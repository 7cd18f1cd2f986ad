/**
 * The company's registration at the SAT after its deed: the RFC (with the status the SAT's constancia de
 * situación fiscal shows) is recorded once the public deed is, and the legal representative's e.firma for the
 * company once the RFC is.
 */

/** The status in the federal taxpayers' register (padrón) as the constancia de situación fiscal shows it. */
export const FEDERAL_REGISTRATION_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type FederalRegistrationStatus = (typeof FEDERAL_REGISTRATION_STATUSES)[number];

export type SatRegistrationState = {
  /** The public deed is recorded (a company_deeds row). */
  deedRecorded: boolean;
  /** When Forja recorded the company's RFC, or null. */
  rfcRecordedAt: Date | string | null;
  /** When the legal representative obtained the company's e.firma, or null. */
  efirmaObtainedAt: Date | string | null;
};

export type SatStepCheck =
  | { ok: true }
  | {
      ok: false;
      code:
        | 'rfc_before_deed'
        | 'company_already_rfc'
        | 'rfc_not_recorded'
        | 'efirma_already_recorded'
        | 'efirma_appointment_ahead';
    };

/** Recording the RFC: only after the deed, and only once (a correction is its own, audited act). */
export function canRecordRfc(state: SatRegistrationState): SatStepCheck {
  if (!state.deedRecorded) return { ok: false, code: 'rfc_before_deed' };
  if (state.rfcRecordedAt !== null) return { ok: false, code: 'company_already_rfc' };
  return { ok: true };
}

/** Correcting a recorded RFC (or its status): only once there is one. */
export function canCorrectRfc(state: SatRegistrationState): SatStepCheck {
  if (state.rfcRecordedAt === null) return { ok: false, code: 'rfc_not_recorded' };
  return { ok: true };
}

/**
 * Recording that the e.firma was obtained: only after the RFC, only once, and not before the company's
 * e.firma appointment at the SAT booked through Forja (the e.firma is issued there).
 */
export function canRecordEfirma(
  state: SatRegistrationState,
  appointment: { startsAt: Date | null; now: Date },
): SatStepCheck {
  if (state.rfcRecordedAt === null) return { ok: false, code: 'rfc_not_recorded' };
  if (state.efirmaObtainedAt !== null) return { ok: false, code: 'efirma_already_recorded' };
  if (appointment.startsAt && appointment.startsAt.getTime() > appointment.now.getTime())
    return { ok: false, code: 'efirma_appointment_ahead' };
  return { ok: true };
}

/**
 * Forja obtains the company's e.firma itself: the company hired Forja as its legal representative (its articles
 * name Forja's company apoderado), so Forja's representative goes to the SAT, and the founder books nothing and
 * brings nothing. An appointment the founder booked anyway stays hers to keep, move or cancel.
 */
export function efirmaByForja(company: {
  legal_representation: boolean | null;
  formation: { appointments: readonly { type: string }[] };
}): boolean {
  return (
    company.legal_representation === true &&
    !company.formation.appointments.some((appointment) => appointment.type === 'efirma')
  );
}

export type SatStage = 'awaiting_deed' | 'awaiting_rfc' | 'awaiting_efirma' | 'complete';

/** Where the company stands at the SAT, for the pages that show it. */
export function satStage(state: SatRegistrationState): SatStage {
  if (state.efirmaObtainedAt !== null && state.rfcRecordedAt !== null) return 'complete';
  if (state.rfcRecordedAt !== null) return 'awaiting_efirma';
  return state.deedRecorded ? 'awaiting_rfc' : 'awaiting_deed';
}

/**
 * What the legal representative brings to the SAT's e.firma appointment for a company (persona moral), as
 * the SAT asks for it: item keys, in the order to check them. The texts live in the web app's `sat` namespace.
 */
export const EFIRMA_APPOINTMENT_CHECKLIST = [
  'usb_drive',
  'representative_id',
  'deed_testimony',
  'power_of_attorney',
  'proof_of_address',
  'email',
  'representative_efirma',
  'appointment_receipt',
] as const;
export type EfirmaChecklistItem = (typeof EFIRMA_APPOINTMENT_CHECKLIST)[number];
