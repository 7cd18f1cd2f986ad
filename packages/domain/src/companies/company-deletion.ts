import { canCancelAppointment } from '../appointments/can-cancel-appointment';

/** An appointment of the company, as far as deleting the company is concerned. */
export type CompanyDeletionAppointment = {
  starts_at: Date | string | number;
  /** When it ends; without it the appointment counts as over once it has started. */
  ends_at?: Date | string | number | null;
  cancelled_at?: Date | string | number | null;
};

/** What deleting a company depends on, once the caller is known to be its creator. */
export type CompanyDeletionFacts = {
  /** Any order is complete or any subscription is active (`companyFacts(...).isPaid`). */
  paid: boolean;
  /** The company's appointments (cancelled ones and past ones are allowed in and ignored). */
  appointments?: readonly CompanyDeletionAppointment[];
};

/** Why a company cannot be deleted now: an error code of the API. */
export type CompanyDeletionRefusal = 'error_delete_company_paid' | 'error_delete_company_appointment_soon';

const time = (value: Date | string | number) => new Date(value).getTime();

/**
 * Whether an appointment would be cancelled too late by deleting its company at `now`: it is booked (not
 * cancelled), not over yet, and starts within 2 hours (spec 9, `canCancelAppointment`). An appointment whose
 * dates cannot be read counts as too close, on the safe side.
 */
export function isAppointmentTooCloseToDelete(
  appointment: CompanyDeletionAppointment,
  now: Date | string | number,
): boolean {
  if (appointment.cancelled_at !== null && appointment.cancelled_at !== undefined) return false;
  const end = appointment.ends_at ?? appointment.starts_at;
  const over = time(end) <= time(now);
  if (over) return false;
  return !canCancelAppointment(appointment.starts_at, now);
}

/**
 * Why the creator cannot delete the company at `now`, or null when they may (spec 8 and 9): a paid company
 * is never deleted; an unpaid one is not while a booked appointment starts within 2 hours, since deleting
 * the company cancels its appointments and an appointment cannot be cancelled that late.
 */
export function companyDeletionRefusal(
  facts: CompanyDeletionFacts,
  now: Date | string | number,
): CompanyDeletionRefusal | null {
  if (facts.paid) return 'error_delete_company_paid';
  if ((facts.appointments ?? []).some((appointment) => isAppointmentTooCloseToDelete(appointment, now))) {
    return 'error_delete_company_appointment_soon';
  }
  return null;
}

/** True when the creator may delete the company at `now` (see `companyDeletionRefusal`). */
export function canDeleteCompany(facts: CompanyDeletionFacts, now: Date | string | number): boolean {
  return companyDeletionRefusal(facts, now) === null;
}
