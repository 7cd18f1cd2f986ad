import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIXED_CAPITAL_CENTAVOS,
  capitalEquityOf,
  computeFixedCapital,
  fixedCapitalProblem,
} from './fixed-capital';

const seriesA = { name: 'A', nominal_value_centavos: 10_000 };
const seriesB = { name: 'B', nominal_value_centavos: 100_000 };
const onePeso = { name: 'A', nominal_value_centavos: 100 };
const cent = { name: 'A', nominal_value_centavos: 1 };
const holding = (percentage: number | null, series: typeof seriesA | null = seriesA) => ({
  series,
  percentage,
});
const partners = (...percentages: number[]) =>
  percentages.map((percentage) => ({ holdings: [holding(percentage)] }));
const atOnePeso = (partner: { holdings: { percentage: number | null }[] }) => ({
  holdings: partner.holdings.map((entry) => holding(entry.percentage, onePeso)),
});
const amounts = (capital: { partners: { amount: number }[] }) => capital.partners.map((p) => p.amount);

describe('the fixed capital the articles print', () => {
  it('is MXN 50,000 by default: 50/50 at $100 a share is 250 shares of $25,000 each', () => {
    const capital = computeFixedCapital(partners(50, 50), 'shares');
    expect(capital).toMatchObject({
      totalAmount: 5_000_000,
      totalCount: 500,
      totalBp: 10_000,
      targetCentavos: DEFAULT_FIXED_CAPITAL_CENTAVOS,
      adjusted: false,
    });
    expect(capital.partners.map((p) => [p.count, p.amount, p.pending])).toEqual([
      [250, 2_500_000, false],
      [250, 2_500_000, false],
    ]);
    expect(computeFixedCapital(partners(50, 50), 'shares', null).totalAmount).toBe(5_000_000);
  });

  it('expresses 66.67/33.33 exactly: at $1 a share, 33,335 and 16,665 shares, MXN 50,000 in all', () => {
    const capital = computeFixedCapital(partners(66.67, 33.33).map(atOnePeso), 'shares');
    expect(capital.partners.map((p) => p.count)).toEqual([33_335, 16_665]);
    expect(amounts(capital)).toEqual([3_333_500, 1_666_500]);
    expect(capital).toMatchObject({ totalAmount: 5_000_000, adjusted: false });
  });

  it('cannot go below one share per basis point: 66.67/33.33 at $100 a share is MXN 1,000,000', () => {
    const capital = computeFixedCapital(partners(66.67, 33.33), 'shares');
    expect(capital.partners.map((p) => p.count)).toEqual([6_667, 3_333]);
    expect(amounts(capital)).toEqual([66_670_000, 33_330_000]);
    expect(capital).toMatchObject({ totalAmount: 100_000_000, targetCentavos: 5_000_000, adjusted: true });
  });

  it('reaches a chosen capital exactly when the holdings allow it', () => {
    const capital = computeFixedCapital(partners(50, 50), 'shares', 1_000_000);
    expect(capital.partners.map((p) => p.count)).toEqual([50, 50]);
    expect(capital).toMatchObject({ totalAmount: 1_000_000, targetCentavos: 1_000_000, adjusted: false });
  });

  it('prints the next reachable amount when a chosen capital cannot be expressed, and says it was adjusted', () => {
    // 66.67/33.33 at $1 a share moves in steps of MXN 10,000 (10,000 shares): MXN 75,000 becomes 80,000.
    const capital = computeFixedCapital(partners(66.67, 33.33).map(atOnePeso), 'shares', 7_500_000);
    expect(capital).toMatchObject({ totalAmount: 8_000_000, targetCentavos: 7_500_000, adjusted: true });
    expect(amounts(capital)).toEqual([5_333_600, 2_666_400]);
  });

  it('gives partes sociales in whole pesos, raising the amount until every partner has them', () => {
    // At one centavo a unit, 33.33/66.67 of MXN 1,000 would be $333.30 and $666.70.
    const shares = computeFixedCapital(
      [{ holdings: [holding(33.33, cent)] }, { holdings: [holding(66.67, cent)] }],
      'shares',
      100_000,
    );
    expect(amounts(shares)).toEqual([33_330, 66_670]);
    const parts = computeFixedCapital(
      [{ holdings: [holding(33.33, cent)] }, { holdings: [holding(66.67, cent)] }],
      'parts',
      100_000,
    );
    expect(amounts(parts)).toEqual([333_300, 666_700]);
    expect(parts).toMatchObject({ totalAmount: 1_000_000, adjusted: true });
    for (const amount of amounts(parts)) expect(amount % 100).toBe(0);
  });

  it("gives partes sociales their percentage of the capital, whatever a series' nominal value says", () => {
    // 66.67/33.33 of MXN 10,000: $6,667 and $3,333, whole pesos as LGSM art. 62 asks (not $1,000,000, which
    // one unit of $100 per basis point would make).
    const capital = computeFixedCapital(partners(66.67, 33.33), 'parts', 1_000_000);
    expect(amounts(capital)).toEqual([666_700, 333_300]);
    expect(capital).toMatchObject({ totalAmount: 1_000_000, adjusted: false });
    expect(amounts(computeFixedCapital(partners(50, 50), 'parts'))).toEqual([2_500_000, 2_500_000]);
    // 33.34/33.33/33.33 of MXN 1,000 is $333.40…: the nearest amount of whole pesos for all three is MXN 10,000.
    const thirds = computeFixedCapital(partners(33.34, 33.33, 33.33), 'parts', 100_000);
    expect(amounts(thirds)).toEqual([333_400, 333_300, 333_300]);
    expect(thirds.adjusted).toBe(true);
  });

  it('adds up holdings in several series for one partner', () => {
    const capital = computeFixedCapital(
      [{ holdings: [holding(25), holding(25, seriesB)] }, { holdings: [holding(50)] }],
      'shares',
    );
    expect(capital.partners[0]!.issued.map((issued) => issued.series.name)).toEqual(['A', 'B']);
    expect(capital.partners[0]!.bp).toBe(5_000);
    expect(capital.totalAmount).toBeGreaterThanOrEqual(5_000_000);
    expect(capital.totalAmount).toBe(capital.partners.reduce((sum, p) => sum + p.amount, 0));
  });

  it('leaves a holding without a percentage or a series pending, never guessed', () => {
    const capital = computeFixedCapital(
      [{ holdings: [holding(100)] }, { holdings: [holding(null)] }, { holdings: [holding(10, null)] }],
      'shares',
    );
    expect(capital.partners.map((p) => p.pending)).toEqual([false, true, true]);
    expect(amounts(capital)).toEqual([5_000_000, 0, 0]);
  });

  it('is 0 while no holding can be issued', () => {
    expect(computeFixedCapital([{ holdings: [] }], 'parts')).toMatchObject({
      totalAmount: 0,
      totalCount: 0,
      adjusted: false,
    });
    expect(computeFixedCapital([], 'shares').totalAmount).toBe(0);
  });
});

describe('the equity of a society type', () => {
  it('is partes sociales for an S. de R.L. and shares otherwise', () => {
    expect(capitalEquityOf('srl')).toBe('parts');
    expect(capitalEquityOf(' SRL ')).toBe('parts');
    for (const type of ['sa', 'sapi', 'sas', null, undefined]) expect(capitalEquityOf(type)).toBe('shares');
  });
});

describe('a fixed capital the founder chooses', () => {
  it.each([
    [100_000, null],
    [5_000_000, null],
    [7_512_300, null],
    [10_000_000_000, null],
    [5_000_050, 'fixed_capital_whole_pesos'],
    [1.5, 'fixed_capital_whole_pesos'],
    [Number.NaN, 'fixed_capital_whole_pesos'],
    [99_900, 'fixed_capital_below_minimum'],
    [0, 'fixed_capital_below_minimum'],
    [-100_000, 'fixed_capital_below_minimum'],
    [10_000_000_100, 'fixed_capital_above_maximum'],
  ])('%s centavos → %s', (centavos, problem) => {
    expect(fixedCapitalProblem(centavos)).toBe(problem);
  });
});
