import { describe, expect, it } from 'vitest';
import { formatZonedDate, formatZonedDateTime, wallClock, withTimeZoneName } from './zoned-date';

// 18:16 UTC is 12:16 in Mexico City (UTC−6 all year); 05:59 UTC on 1 January is still New Year's Eve there.
const AT = new Date('2026-12-02T18:16:00Z');
const NEW_YEAR = new Date('2026-01-01T05:59:59Z');
/** ICU writes narrow or no-break spaces in times ("12:16 p.m."): compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatZonedDate', () => {
  it('writes the day on Mexico City’s clock, in the reader’s language (Mexican Spanish for es)', () => {
    const numeric = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    expect(formatZonedDate('es', NEW_YEAR, numeric)).toBe('31/12/2025');
    expect(formatZonedDate('en', NEW_YEAR, numeric)).toBe('12/31/2025');
    expect(formatZonedDate('zh_cn', NEW_YEAR, numeric)).toBe('2025/12/31');
    expect(formatZonedDate('es', AT, { dateStyle: 'long' })).toBe('2 de diciembre de 2026');
    expect(formatZonedDate('en', AT, { dateStyle: 'long' })).toBe('December 2, 2026');
    expect(formatZonedDate('zh_cn', AT, { dateStyle: 'long' })).toBe('2026年12月2日');
  });

  it('reads another zone when one is named', () => {
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatZonedDate('es', AT, time)).toBe('12:16');
    expect(formatZonedDate('es', AT, time, 'America/Tijuana')).toBe('10:16');
    expect(formatZonedDate('es', AT, time, 'UTC')).toBe('18:16');
  });
});

describe('formatZonedDateTime', () => {
  it('names Mexico City’s zone after the time, in every language', () => {
    const long = { dateStyle: 'long', timeStyle: 'short' } as const;
    expect(plain(formatZonedDateTime('es', AT, long))).toBe(
      '2 de diciembre de 2026 a las 12:16 p.m. (hora de la Ciudad de México)',
    );
    expect(plain(formatZonedDateTime('en', AT, long))).toBe(
      'December 2, 2026 at 12:16 PM (Mexico City time)',
    );
    expect(formatZonedDateTime('zh_cn', AT, long)).toBe('2026年12月2日 12:16 (墨西哥城时间)');
  });

  it('names another zone by the runtime’s name for it', () => {
    expect(withTimeZoneName('en', '10:16', AT, 'America/Tijuana')).toBe('10:16 (Pacific Time)');
  });
});

describe('wallClock', () => {
  it('reads the date and time on Mexico City’s clock as numbers, midnight as hour 0', () => {
    expect(wallClock(NEW_YEAR)).toEqual({ year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
    expect(wallClock(new Date('2026-03-05T06:00:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 5,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(wallClock(NEW_YEAR, 'UTC')).toMatchObject({ year: 2026, month: 1, day: 1, hour: 5 });
  });
});
