import { describe, expect, it } from 'vitest';
import { checkRfc, isValidCurp } from './rfc';

describe('checkRfc', () => {
  it.each([
    ['GODE561231GR8', 'person', { ok: true, rfc: 'GODE561231GR8', checksumMismatch: false }],
    ['gode-561231-gr8', 'person', { ok: true, rfc: 'GODE561231GR8', checksumMismatch: false }],
    ['ABC680524P76', 'company', { ok: true, rfc: 'ABC680524P76', checksumMismatch: true }],
    ['ABC681324P76', 'company', { ok: false, code: 'rfc_invalid_date' }],
    ['GODE561231GR8', 'company', { ok: false, code: 'rfc_wrong_kind' }],
    ['ABC680524P76', 'person', { ok: false, code: 'rfc_wrong_kind' }],
    ['ABC68052', 'company', { ok: false, code: 'rfc_invalid_format' }],
    ['1234567890123', 'person', { ok: false, code: 'rfc_invalid_format' }],
  ] as const)('%s as a %s', (value, kind, expected) => {
    expect(checkRfc(value, kind)).toEqual(expected);
  });
});

describe('isValidCurp', () => {
  it('accepts a well-formed CURP and refuses a bad one', () => {
    expect(isValidCurp('BOXW310820HNERXN09')).toBe(true);
    expect(isValidCurp('BOXW310820HNERXN08')).toBe(false);
    expect(isValidCurp('nope')).toBe(false);
  });
});
