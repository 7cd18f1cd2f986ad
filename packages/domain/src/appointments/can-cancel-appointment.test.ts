import { describe, expect, it } from 'vitest';
import { CANCELLATION_MIN_NOTICE_MS } from '../constants';
import { canCancelAppointment } from './can-cancel-appointment';

const now = new Date('2025-06-10T12:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);

describe('canCancelAppointment', () => {
  it.each([
    [3 * 60 * 60 * 1000, true],
    [CANCELLATION_MIN_NOTICE_MS, true],
    [CANCELLATION_MIN_NOTICE_MS - 1, false],
    [30 * 60 * 1000, false],
    [-60 * 60 * 1000, false],
  ])('%i ms ahead -> %s', (ahead, expected) => {
    expect(canCancelAppointment(inMs(ahead), now)).toBe(expected);
  });

  it('reads ISO strings and timestamps, and refuses dates it cannot read', () => {
    expect(canCancelAppointment('2025-06-10T14:00:00Z', now.getTime())).toBe(true);
    expect(canCancelAppointment('2025-06-10T13:59:59Z', '2025-06-10T12:00:00Z')).toBe(false);
    expect(canCancelAppointment('tomorrow', now)).toBe(false);
  });

  it('is a 2-hour rule', () => {
    expect(CANCELLATION_MIN_NOTICE_MS).toBe(2 * 60 * 60 * 1000);
  });
});
