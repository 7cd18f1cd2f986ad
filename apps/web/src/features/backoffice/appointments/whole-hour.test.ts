import { describe, expect, it } from 'vitest';
import { parseWholeHour } from './whole-hour';

describe('parseWholeHour', () => {
  it.each([
    ['10', 10],
    ['10:00', 10],
    [' 9:00 ', 9],
    ['09.00', 9],
    ['10h', 10],
    ['10:00 h', 10],
    ['0', 0],
    ['24:00', 24],
    ['25', 25],
  ])('reads «%s» as %i', (text, hour) => {
    expect(parseWholeHour(text)).toBe(hour);
  });

  it.each(['', '   ', '10:30', '1000', '10:0', 'diez', '-1', '9.5', '10:00 pm'])('refuses «%s»', (text) => {
    expect(parseWholeHour(text)).toBeNull();
  });
});
