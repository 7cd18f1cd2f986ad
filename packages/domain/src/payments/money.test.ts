import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyFormatOptions } from './money';

describe('formatMoney', () => {
  it.each<[number, MoneyFormatOptions, string]>([
    // Pesos read the same in every language (BRAND.md).
    [1_250_000, {}, '$12,500.00'],
    [1_450_000, { language: 'es' }, '$14,500.00'],
    [1_450_000, { language: 'en' }, '$14,500.00'],
    [1_450_000, { language: 'zh_cn' }, '$14,500.00'],
    [5, {}, '$0.05'],
    [0, {}, '$0.00'],
    [99, {}, '$0.99'],
    [-12_345, {}, '-$123.45'],
    [123_456_789_012, {}, '$1,234,567,890.12'],
    // Whole pesos (income caps).
    [500_000_000, { wholeUnits: true }, '$5,000,000'],
    [150, { wholeUnits: true }, '$2'], // 1.50 rounds half away from zero
    [149, { wholeUnits: true }, '$1'],
    // Dollars, labelled as dollars.
    [165_051, { currency: 'USD' }, 'USD 1,650.51'],
    [165_051, { currency: 'USD', language: 'en' }, 'USD 1,650.51'],
    [165_051, { currency: 'USD', language: 'zh_cn' }, 'USD 1,650.51'],
    [165_051, { currency: 'USD', usdLabel: 'symbol' }, 'US$1,650.51'],
    [165_051, { currency: 'USD', usdLabel: 'symbol', language: 'zh_cn' }, 'US$1,650.51'],
    [0, { currency: 'USD', usdLabel: 'symbol' }, 'US$0.00'],
    [165_051, { currency: 'USD', wholeUnits: true }, 'USD 1,651'],
  ])('%i cents with %o reads %s', (cents, options, text) => {
    expect(formatMoney(cents, options).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it.each<[{ cents: number; currency: 'MXN' | 'USD' }, string]>([
    [{ cents: 1_250_000, currency: 'MXN' }, '$12,500.00'],
    [{ cents: 125_000, currency: 'USD' }, 'USD 1,250.00'],
  ])('reads %o as %s, whatever currency the options name', (money, text) => {
    expect(formatMoney(money, { currency: 'USD', language: 'en' }).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('writes pesos exactly as the Mexican currency format of Intl does, cents and whole units', () => {
    const cents = [0, -0, 1, -1, 49, 50, 51, 149, 150, -150, 999, 1_000, 99_999, 100_000, 123_456_789];
    // And amounts of every size, both signs, from a fixed seed.
    let seed = 20_261_130;
    for (let index = 0; index < 2_000; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const digits = 1 + (index % 15);
      const amount = Math.floor((seed / 2_147_483_648) * 10 ** digits);
      cents.push(index % 3 === 0 ? -amount : amount);
    }
    cents.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
    const intlWhole = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      maximumFractionDigits: 0,
    });
    for (const amount of cents) {
      // The amount in pesos as a decimal string, which Intl reads exactly (past 2^53 / 100 pesos a number would not).
      const magnitude = BigInt(Math.abs(amount));
      const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
      const pesos = `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}` as `${number}`;
      expect(formatMoney(amount)).toBe(intl.format(pesos));
      expect(formatMoney(amount, { wholeUnits: true })).toBe(intlWhole.format(pesos));
    }
  });

  it('answers the same text on every call (formats are reused)', () => {
    expect(formatMoney(1_000)).toBe(formatMoney(1_000));
  });

  it.each([[0.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 2]])(
    'refuses %s cents',
    (cents) => {
      expect(() => formatMoney(cents)).toThrow(RangeError);
      expect(() => formatMoney({ cents, currency: 'USD' })).toThrow(RangeError);
    },
  );
});

describe('pesos named as pesos', () => {
  it('carry MXN outside Spanish where asked, so an English or Chinese reader does not take them for dollars', () => {
    expect(formatMoney(1_250_000, { language: 'en', pesosCode: true })).toBe('$12,500.00 MXN');
    expect(formatMoney(1_250_000, { language: 'zh_cn', pesosCode: true })).toBe('$12,500.00 MXN');
  });

  it('stay as BRAND.md writes them in Spanish, and wherever not asked', () => {
    expect(formatMoney(1_250_000, { language: 'es', pesosCode: true })).toBe('$12,500.00');
    expect(formatMoney(1_250_000, { language: 'en' })).toBe('$12,500.00');
  });
});
