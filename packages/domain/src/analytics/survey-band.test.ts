import { describe, expect, it } from 'vitest';
import { surveyBand } from './survey-band';

describe('surveyBand', () => {
  it.each([
    [3, 1, 'negative'],
    [3, 2, 'neutral'],
    [3, 3, 'positive'],
    [5, 1, 'negative'],
    [5, 2, 'negative'],
    [5, 3, 'neutral'],
    [5, 4, 'positive'],
    [5, 5, 'positive'],
    [10, 0, 'detractor'],
    [10, 6, 'detractor'],
    [10, 7, 'passive'],
    [10, 8, 'passive'],
    [10, 9, 'promoter'],
    [10, 10, 'promoter'],
  ])('scale %i, rating %i -> %s', (scale, rating, expected) => {
    expect(surveyBand(scale, rating)).toBe(expected);
  });

  it.each([4, 7, 0, -3, 3.5, Number.NaN])('refuses scale %s', (scale) => {
    expect(() => surveyBand(scale, 1)).toThrow(RangeError);
    expect(() => surveyBand(scale, 1)).toThrow(/Unsupported survey scale .*expected one of 3, 5, 10/);
  });

  it.each([
    [3, 0],
    [3, 4],
    [5, 0],
    [5, 6],
    [10, -1],
    [10, 11],
    [5, 2.5],
    [10, Number.NaN],
  ])('refuses scale %i, rating %s', (scale, rating) => {
    expect(() => surveyBand(scale, rating)).toThrow(/Survey rating .* is not a whole number from \d+ to \d+/);
  });
});
