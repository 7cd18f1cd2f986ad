import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_OWNERSHIP_BP,
  checkShareDistribution,
  percentToBp,
  type ShareHolding,
} from './share-distribution';

const h = (partnerKey: string, percentageBp: number, seriesKey = 'A'): ShareHolding => ({
  partnerKey,
  seriesKey,
  percentageBp,
});
const twoOrMore = { minPartners: 2, maxPartners: null };

describe('checkShareDistribution', () => {
  it.each([
    [[h('ana', 6000), h('beto', 4000)], null],
    [[h('ana', 3000, 'A'), h('ana', 3000, 'B'), h('beto', 4000, 'A')], null],
    [[h('ana', 6000), h('beto', 3000)], 'shares_must_total_100'],
    [[h('ana', 6000), h('beto', 5000)], 'shares_must_total_100'],
    [[h('ana', 5000), h('beto', 5000)], null],
    [[h('ana', 3333), h('beto', 3333), h('cris', 3334)], null],
    [[h('ana', 2500, 'A'), h('ana', 2500, 'B'), h('beto', 2500, 'A'), h('beto', 2500, 'B')], null],
    [[h('ana', 3000, 'A'), h('ana', 3000, 'A'), h('beto', 4000, 'A')], 'use_different_percentages'],
    [[h('ana', 10000), h('beto', 0)], 'percentage_must_be_positive'],
    [[h('ana', 10000)], 'not_enough_partners'],
    [[h('ana', 60.5), h('beto', 3950)], 'percentage_must_be_positive'],
  ] as const)('%j → %s', (holdings, expected) => {
    expect(checkShareDistribution(holdings, twoOrMore)).toBe(expected);
  });

  it('accepts equal partners, however many (50/50, 25 × 4, 20 × 5)', () => {
    for (const count of [2, 4, 5]) {
      const holdings = Array.from({ length: count }, (_, i) => h(`p${i}`, FULL_OWNERSHIP_BP / count));
      expect(checkShareDistribution(holdings, twoOrMore)).toBeNull();
    }
  });

  it('lets a single shareholder own an S.A.S. and caps an S. de R.L. at 50 partners', () => {
    expect(checkShareDistribution([h('ana', 10000)], { minPartners: 1, maxPartners: null })).toBeNull();
    const many = Array.from({ length: 51 }, (_, i) => h(`p${i}`, i + 1));
    expect(checkShareDistribution(many, { minPartners: 2, maxPartners: 50 })).toBe('too_many_partners');
  });

  it('accepts any split into positive parts that add up to 100 %, equal parts included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 6 }), (parts) => {
        const rest = FULL_OWNERSHIP_BP - parts.reduce((a, b) => a + b, 0);
        fc.pre(rest > 0);
        const holdings = [...parts, rest].map((bp, i) => h(`p${i}`, bp));
        expect(checkShareDistribution(holdings, twoOrMore)).toBeNull();
      }),
    );
  });

  it('refuses every split that does not add up to 100 %', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9000 }), { minLength: 2, maxLength: 6 }), (parts) => {
        fc.pre(parts.reduce((a, b) => a + b, 0) !== FULL_OWNERSHIP_BP);
        const holdings = parts.map((bp, i) => h(`p${i}`, bp));
        expect(checkShareDistribution(holdings, twoOrMore)).not.toBeNull();
      }),
    );
  });
});

describe('percentToBp', () => {
  it('reads up to two decimals', () => {
    expect(percentToBp(33.33)).toBe(3333);
    expect(percentToBp(60)).toBe(6000);
    expect(percentToBp(33.333)).toBeNull();
  });
});
