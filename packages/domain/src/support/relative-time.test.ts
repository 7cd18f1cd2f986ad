import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'minutes', value: 0 }],
    [59 * 1000, { unit: 'minutes', value: 0 }],
    [5 * MIN, { unit: 'minutes', value: 5 }],
    [60 * MIN - 1, { unit: 'minutes', value: 59 }],
    [60 * MIN, { unit: 'hours', value: 1 }],
    [23 * HOUR + 59 * MIN, { unit: 'hours', value: 23 }],
    [DAY, { unit: 'day', value: 1 }],
    [2 * DAY - 1, { unit: 'day', value: 1 }],
    [2 * DAY, { unit: 'days', value: 2 }],
    [45 * DAY + 3 * HOUR, { unit: 'days', value: 45 }],
    [-10 * MIN, { unit: 'minutes', value: 0 }],
  ])('%i ms ago -> %j', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), now)).toEqual(expected);
  });

  it('reads ISO strings and timestamps', () => {
    expect(relativeTime('2025-06-10T09:30:00Z', now)).toEqual({ unit: 'hours', value: 2 });
    expect(relativeTime(now.getTime() - 3 * DAY, now.getTime())).toEqual({ unit: 'days', value: 3 });
    expect(relativeTime(ago(HOUR), '2025-06-10T12:00:00Z')).toEqual({ unit: 'hours', value: 1 });
  });

  it('answers null for a date it cannot read', () => {
    expect(relativeTime('yesterday', now)).toBeNull();
    expect(relativeTime(now, 'soon')).toBeNull();
  });
});
