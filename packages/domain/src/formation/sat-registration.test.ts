import { describe, expect, it } from 'vitest';
import {
  canCorrectRfc,
  canRecordEfirma,
  canRecordRfc,
  EFIRMA_APPOINTMENT_CHECKLIST,
  efirmaByForja,
  satStage,
  type SatRegistrationState,
} from './sat-registration';

const at = '2026-11-20T16:00:00.000Z';
const state = (deedRecorded: boolean, rfc: string | null, efirma: string | null): SatRegistrationState => ({
  deedRecorded,
  rfcRecordedAt: rfc,
  efirmaObtainedAt: efirma,
});

describe('canRecordRfc', () => {
  it.each([
    [state(false, null, null), { ok: false, code: 'rfc_before_deed' }],
    [state(true, null, null), { ok: true }],
    [state(true, at, null), { ok: false, code: 'company_already_rfc' }],
    [state(true, at, at), { ok: false, code: 'company_already_rfc' }],
  ])('%j -> %j', (input, expected) => {
    expect(canRecordRfc(input)).toEqual(expected);
  });
});

describe('canCorrectRfc', () => {
  it.each([
    [state(true, null, null), { ok: false, code: 'rfc_not_recorded' }],
    [state(true, at, null), { ok: true }],
    [state(true, at, at), { ok: true }],
  ])('%j -> %j', (input, expected) => {
    expect(canCorrectRfc(input)).toEqual(expected);
  });
});

describe('canRecordEfirma', () => {
  it.each([
    [state(false, null, null), { ok: false, code: 'rfc_not_recorded' }],
    [state(true, null, null), { ok: false, code: 'rfc_not_recorded' }],
    [state(true, at, null), { ok: true }],
    [state(true, at, at), { ok: false, code: 'efirma_already_recorded' }],
  ])('%j -> %j', (input, expected) => {
    expect(canRecordEfirma(input, { startsAt: null, now: new Date('2026-12-01T12:00:00Z') })).toEqual(
      expected,
    );
  });

  it('waits for the e.firma appointment booked through Forja, and allows it once it started', () => {
    const startsAt = new Date('2026-12-02T15:00:00Z');
    expect(
      canRecordEfirma(state(true, at, null), { startsAt, now: new Date('2026-12-01T12:00:00Z') }),
    ).toEqual({
      ok: false,
      code: 'efirma_appointment_ahead',
    });
    expect(
      canRecordEfirma(state(true, at, null), { startsAt, now: new Date('2026-12-02T15:00:00Z') }),
    ).toEqual({
      ok: true,
    });
  });
});

describe('satStage', () => {
  it.each([
    [state(false, null, null), 'awaiting_deed'],
    [state(true, null, null), 'awaiting_rfc'],
    [state(true, at, null), 'awaiting_efirma'],
    [state(true, at, at), 'complete'],
  ])('%j -> %s', (input, expected) => {
    expect(satStage(input)).toBe(expected);
  });
});

describe('EFIRMA_APPOINTMENT_CHECKLIST', () => {
  it('starts with the USB drive and lists each item once', () => {
    expect(EFIRMA_APPOINTMENT_CHECKLIST[0]).toBe('usb_drive');
    expect(new Set(EFIRMA_APPOINTMENT_CHECKLIST).size).toBe(EFIRMA_APPOINTMENT_CHECKLIST.length);
  });
});

describe('efirmaByForja', () => {
  const efirma = { type: 'efirma' };
  it.each([
    [true, [], true],
    [true, [{ type: 'notary' }], true],
    [true, [efirma], false],
    [false, [], false],
    [null, [], false],
  ])('hired Forja %s, appointments %j -> %s', (legal_representation, appointments, expected) => {
    expect(efirmaByForja({ legal_representation, formation: { appointments } })).toBe(expected);
  });
});
