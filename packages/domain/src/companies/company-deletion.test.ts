import { describe, expect, it } from 'vitest';
import { CANCELLATION_MIN_NOTICE_MS } from '../constants';
import {
  canDeleteCompany,
  companyDeletionRefusal,
  isAppointmentTooCloseToDelete,
  type CompanyDeletionAppointment,
} from './company-deletion';

const now = new Date('2026-11-26T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms);
/** A booked one-hour appointment starting `ms` from now. */
const booked = (ms: number, extra: Partial<CompanyDeletionAppointment> = {}): CompanyDeletionAppointment => ({
  starts_at: at(ms),
  ends_at: at(ms + HOUR),
  cancelled_at: null,
  ...extra,
});

describe('companyDeletionRefusal', () => {
  it.each<[string, Parameters<typeof companyDeletionRefusal>[0], ReturnType<typeof companyDeletionRefusal>]>([
    ['unpaid, no appointments', { paid: false }, null],
    ['unpaid, empty list', { paid: false, appointments: [] }, null],
    ['paid', { paid: true }, 'error_delete_company_paid'],
    [
      'paid, with an appointment in 1 h: paid wins',
      { paid: true, appointments: [booked(HOUR)] },
      'error_delete_company_paid',
    ],
    [
      'appointment in 1 h',
      { paid: false, appointments: [booked(HOUR)] },
      'error_delete_company_appointment_soon',
    ],
    [
      'appointment in 1 min',
      { paid: false, appointments: [booked(60_000)] },
      'error_delete_company_appointment_soon',
    ],
    [
      'appointment 1 ms short of 2 h',
      { paid: false, appointments: [booked(CANCELLATION_MIN_NOTICE_MS - 1)] },
      'error_delete_company_appointment_soon',
    ],
    [
      'appointment exactly 2 h ahead',
      { paid: false, appointments: [booked(CANCELLATION_MIN_NOTICE_MS)] },
      null,
    ],
    ['appointment in 3 h', { paid: false, appointments: [booked(3 * HOUR)] }, null],
    [
      'appointment under way (started 30 min ago, ends in 30 min)',
      { paid: false, appointments: [booked(-HOUR / 2)] },
      'error_delete_company_appointment_soon',
    ],
    ['appointment over (yesterday)', { paid: false, appointments: [booked(-24 * HOUR)] }, null],
    [
      'appointment in 1 h, cancelled',
      { paid: false, appointments: [booked(HOUR, { cancelled_at: at(-HOUR) })] },
      null,
    ],
    [
      'one far, one soon',
      { paid: false, appointments: [booked(48 * HOUR), booked(HOUR)] },
      'error_delete_company_appointment_soon',
    ],
    ['started without an end date: over', { paid: false, appointments: [{ starts_at: at(-60_000) }] }, null],
  ])('%s', (_name, facts, expected) => {
    expect(companyDeletionRefusal(facts, now)).toBe(expected);
    expect(canDeleteCompany(facts, now)).toBe(expected === null);
  });
});

describe('isAppointmentTooCloseToDelete', () => {
  it('reads ISO strings and timestamps', () => {
    expect(
      isAppointmentTooCloseToDelete(
        { starts_at: '2026-11-26T13:59:59Z', ends_at: '2026-11-26T14:59:59Z' },
        now.getTime(),
      ),
    ).toBe(true);
    expect(
      isAppointmentTooCloseToDelete(
        { starts_at: '2026-11-26T14:00:00Z', ends_at: '2026-11-26T15:00:00Z' },
        '2026-11-26T12:00:00Z',
      ),
    ).toBe(false);
  });

  it('counts an appointment whose dates cannot be read as too close', () => {
    expect(isAppointmentTooCloseToDelete({ starts_at: 'tomorrow', ends_at: 'later' }, now)).toBe(true);
  });
});
