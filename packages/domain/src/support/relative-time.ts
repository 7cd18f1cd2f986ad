export type RelativeTime =
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; value: number }
  | { unit: 'day'; value: 1 }
  | { unit: 'days'; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * How long ago `date` was, seen at `now` (spec section 9): whole minutes under 60 minutes, whole hours under
 * 24 hours, 'day' (yesterday, singular) under 2 days, else whole days. A date in the future counts as now.
 * Null when either date cannot be read. The UI translates `{ unit, value }`.
 */
export function relativeTime(date: Date | string | number, now: Date | string | number): RelativeTime | null {
  const elapsed = toTime(now) - toTime(date);
  if (Number.isNaN(elapsed)) return null;
  const ago = Math.max(0, elapsed);
  if (ago < HOUR) return { unit: 'minutes', value: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { unit: 'hours', value: Math.floor(ago / HOUR) };
  if (ago < 2 * DAY) return { unit: 'day', value: 1 };
  return { unit: 'days', value: Math.floor(ago / DAY) };
}
