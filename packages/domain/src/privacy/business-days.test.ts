import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysLeft,
  isMexicanBusinessDay,
  isMexicanRestDay,
  privacyRequestDueAt,
} from './business-days';

describe('isMexicanRestDay (LFT art. 74)', () => {
  it.each([
    ['2026-01-01', true],
    ['2026-02-02', true], // first Monday of February (Feb 1 is a Sunday)
    ['2026-02-05', false], // the Constitution's date itself is not the rest day
    ['2026-03-16', true], // third Monday of March
    ['2026-03-21', false],
    ['2026-05-01', true],
    ['2026-09-16', true],
    ['2026-11-16', true], // third Monday of November
    ['2026-11-20', false],
    ['2026-12-25', true],
    ['2026-12-12', false],
    ['2027-02-01', true], // first Monday of February 2027
    ['2027-03-15', true],
    ['2027-11-15', true],
    ['2024-10-01', true], // presidential transition
    ['2030-10-01', true],
    ['2026-10-01', false],
    ['2018-10-01', false],
  ])('%s -> %s', (iso, expected) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    expect(isMexicanRestDay(year, month - 1, day)).toBe(expected);
  });
});

describe('isMexicanBusinessDay', () => {
  it.each([
    ['2026-11-26T15:00:00Z', true], // a Thursday
    ['2026-11-28T15:00:00Z', false], // Saturday
    ['2026-11-29T15:00:00Z', false], // Sunday
    ['2026-11-16T15:00:00Z', false], // rest day
    // Saturday 03:00 UTC is still Friday 21:00 in Mexico City
    ['2026-11-28T03:00:00Z', true],
    // Monday 05:00 UTC is still Sunday 23:00 in Mexico City
    ['2026-11-30T05:00:00Z', false],
  ])('%s -> %s', (iso, expected) => {
    expect(isMexicanBusinessDay(new Date(iso))).toBe(expected);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-27T16:00:00Z', 0, '2026-11-27T16:00:00.000Z'],
    ['2026-11-27T16:00:00Z', 1, '2026-11-30T16:00:00.000Z'], // Friday -> Monday
    ['2026-11-13T16:00:00Z', 1, '2026-11-17T16:00:00.000Z'], // skips the Monday rest day
    ['2026-11-26T16:00:00Z', 5, '2026-12-03T16:00:00.000Z'],
    // Friday 21:00 in Mexico City (Saturday in UTC) -> Monday 21:00 in Mexico City
    ['2026-11-28T03:00:00Z', 1, '2026-12-01T03:00:00.000Z'],
    ['2026-12-24T16:00:00Z', 1, '2026-12-28T16:00:00.000Z'], // Christmas and the weekend
    ['2026-12-31T16:00:00Z', 1, '2027-01-04T16:00:00.000Z'], // New Year and the weekend
    ['2026-11-28T18:00:00Z', 1, '2026-11-30T18:00:00.000Z'], // from a Saturday
  ])('%s + %i -> %s', (from, n, expected) => {
    expect(addBusinessDays(new Date(from), n).toISOString()).toBe(expected);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => addBusinessDays(new Date('2026-11-26T15:00:00Z'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(new Date('2026-11-26T15:00:00Z'), 1.5)).toThrow(RangeError);
  });
});

describe('privacyRequestDueAt (20 business days, end of the day in Mexico City)', () => {
  it.each([
    // Thursday -> Dec 24 (Dec 25 and weekends skipped), 23:59:59.999 at UTC-6
    ['2026-11-26T15:00:00Z', '2026-12-25T05:59:59.999Z'],
    // over Christmas and New Year
    ['2026-12-18T15:00:00Z', '2027-01-20T05:59:59.999Z'],
    // received on a Saturday: counting starts on Monday
    ['2026-11-28T18:00:00Z', '2026-12-29T05:59:59.999Z'],
    // Thursday 21:00 in Mexico City (already Friday in UTC) counts as Thursday
    ['2026-11-27T03:00:00Z', '2026-12-25T05:59:59.999Z'],
    // February and March rest days of 2027
    ['2027-01-29T15:00:00Z', '2027-03-02T05:59:59.999Z'],
  ])('%s -> %s', (created, expected) => {
    expect(privacyRequestDueAt(new Date(created)).toISOString()).toBe(expected);
  });
});

describe('businessDaysLeft', () => {
  const due = new Date('2026-12-25T05:59:59.999Z'); // end of Thursday Dec 24 in Mexico City
  it.each([
    ['2026-11-26T15:00:00Z', 20],
    ['2026-12-23T15:00:00Z', 1],
    ['2026-12-24T15:00:00Z', 0],
    ['2026-12-25T05:00:00Z', 0], // still Dec 24 in Mexico City
    ['2026-12-28T15:00:00Z', -1], // Christmas and the weekend do not count
    ['2026-12-30T15:00:00Z', -3],
  ])('now %s -> %i', (now, expected) => {
    expect(businessDaysLeft(new Date(now), due)).toBe(expected);
  });
});
