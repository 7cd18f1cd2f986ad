import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    [
      '52',
      '55 1234 5678',
      { e164: '+525512345678', national: '5512345678', countryCallingCode: '52', country: 'MX' },
    ],
    [
      '+52',
      '(33) 1234-5678',
      { e164: '+523312345678', national: '3312345678', countryCallingCode: '52', country: 'MX' },
    ],
    [
      '1',
      '415 555 2671',
      { e164: '+14155552671', national: '4155552671', countryCallingCode: '1', country: 'US' },
    ],
    [
      '86',
      '138 0013 8000',
      { e164: '+8613800138000', national: '13800138000', countryCallingCode: '86', country: 'CN' },
    ],
  ])('reads +%s %s', (cc, phone, expected) => {
    expect(normalizePhone(cc, phone)).toEqual(expected);
  });

  it.each([
    ['52', '123'],
    ['52', 'abcdefghij'],
    ['52', '55 1234 567'],
    ['x', '5512345678'],
    ['52', '+14155552671'],
  ])('refuses +%s %s', (cc, phone) => {
    expect(normalizePhone(cc, phone)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups Mexican numbers as BRAND.md shows them', () => {
    expect(formatPhone('52', '5512345678')).toBe('55 1234 5678');
    expect(formatPhone('52', '2221234567')).toBe('222 123 4567');
  });
  it('uses the national format elsewhere', () => {
    expect(formatPhone('1', '4155552671')).toBe('(415) 555-2671');
  });
});

describe('displayPhone', () => {
  it('reads a Mexican number typed without its calling code, or stored in E.164, with +52 and grouped', () => {
    for (const stored of ['5512345678', '55 1234-5678', '+525512345678'])
      expect(displayPhone(stored)).toEqual({ text: '+52 55 1234 5678', tel: 'tel:+525512345678' });
    expect(displayPhone('+14155552671')).toEqual({ text: '+1 (415) 555-2671', tel: 'tel:+14155552671' });
  });

  it('shows what cannot be read as given', () => {
    expect(displayPhone(' ext. 12 ')).toEqual({ text: 'ext. 12', tel: 'tel:12' });
  });
});
