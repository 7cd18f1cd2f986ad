import { CANCELLATION_MIN_NOTICE_MS } from '../constants';

/**
 * Whether an appointment at `at` may still be cancelled at `now` (spec sections 5 and 9): only at least
 * 2 hours ahead. False when either date cannot be read.
 */
export function canCancelAppointment(at: Date | string | number, now: Date | string | number): boolean {
  const notice = new Date(at).getTime() - new Date(now).getTime();
  return notice >= CANCELLATION_MIN_NOTICE_MS;
}
