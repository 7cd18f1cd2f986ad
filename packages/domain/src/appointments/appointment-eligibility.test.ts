import { describe, expect, it } from 'vitest';
import { appointmentBlocker } from './appointment-eligibility';

const none = { paid: false, signed: false, deedRecorded: false, rfcRecorded: false };
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
