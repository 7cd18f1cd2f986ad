import { describe, expect, it } from 'vitest';
import { makeCompany, notaryDeed, order } from '../testing/fixtures';
import { appointmentBlocker, companyAppointmentBlocker } from './appointment-eligibility';

const none = { paid: false, formsOnline: false, signed: false, deedRecorded: false, rfcRecorded: false };
const paid = { ...none, paid: true };
const signed = { ...paid, signed: true };
const deed = { ...signed, deedRecorded: true };
const rfc = { ...deed, rfcRecorded: true };

describe('appointmentBlocker', () => {
  it.each([
    ['adviser_call', none, 'appointment_needs_payment'],
    ['adviser_call', paid, null],
    ['notary_signing', none, 'appointment_needs_payment'],
    ['notary_signing', paid, 'appointment_needs_signature'],
    ['notary_signing', signed, null],
    ['efirma', none, 'appointment_needs_payment'],
    ['efirma', paid, 'appointment_needs_signature'],
    ['efirma', signed, 'appointment_needs_deed'],
    ['efirma', deed, 'appointment_needs_rfc'],
    ['efirma', rfc, null],
    ['notary_signing', rfc, null],
    ['adviser_call', rfc, null],
  ] as const)('%s with %o -> %s', (type, facts, expected) => {
    expect(appointmentBlocker(type, facts)).toBe(expected);
  });
});

describe('appointmentBlocker for a company formed online (S.A.S.)', () => {
  it('never books a notary: an S.A.S. is registered in the Secretaría de Economía, not before a notary', () => {
    for (const facts of [none, paid, signed, deed, rfc]) {
      expect(appointmentBlocker('notary_signing', { ...facts, formsOnline: true })).toBe(
        'appointment_not_for_society_type',
      );
    }
  });

  it('books the adviser call and the e.firma like any company', () => {
    expect(appointmentBlocker('adviser_call', { ...paid, formsOnline: true })).toBeNull();
    expect(appointmentBlocker('efirma', { ...deed, formsOnline: true })).toBe('appointment_needs_rfc');
    expect(appointmentBlocker('efirma', { ...rfc, formsOnline: true })).toBeNull();
  });
});

describe('companyAppointmentBlocker', () => {
  it("reads the facts from the company's profile: payment, signatures, deed, RFC and its society type", () => {
    const signedAt = '2026-11-19T17:00:00.000Z';
    const unpaid = makeCompany({ orders: [order('pending')] });
    const signed = makeCompany({
      date_signature: signedAt,
      flags: { weetrust_id: null, date_signature: signedAt },
    });
    const withDeed = makeCompany({ ...signed, formation: { ...signed.formation, deed: notaryDeed() } });
    const withRfc = makeCompany({ ...withDeed, rfc: 'NAZ261120AB1' });
    expect(companyAppointmentBlocker(unpaid, 'adviser_call')).toBe('appointment_needs_payment');
    expect(companyAppointmentBlocker(makeCompany(), 'efirma')).toBe('appointment_needs_signature');
    expect(companyAppointmentBlocker(signed, 'efirma')).toBe('appointment_needs_deed');
    expect(companyAppointmentBlocker(withDeed, 'efirma')).toBe('appointment_needs_rfc');
    expect(companyAppointmentBlocker(withRfc, 'efirma')).toBeNull();
    expect(companyAppointmentBlocker(makeCompany({ company_type: 'sas' }), 'notary_signing')).toBe(
      'appointment_not_for_society_type',
    );
  });
});
