import { describe, expect, it } from 'vitest';
import { isTimeZone, planDaySlots, timeZoneName, zonedDay, zonedInstant } from './day-slots';

const iso = (slots: { startsAt: Date; endsAt: Date }[] | null) =>
  slots?.map((slot) => [slot.startsAt.toISOString(), slot.endsAt.toISOString()]);

describe('planDaySlots', () => {
  it('makes the hours of a day in Mexico City (UTC−6, no daylight saving since 2022)', () => {
    expect(iso(planDaySlots({ date: '2026-12-01', startHour: 9, endHour: 11, lengthMinutes: 60 }))).toEqual([
      ['2026-12-01T15:00:00.000Z', '2026-12-01T16:00:00.000Z'],
      ['2026-12-01T16:00:00.000Z', '2026-12-01T17:00:00.000Z'],
    ]);
  });

  it('leaves out a last slot that would end after the end hour', () => {
    expect(planDaySlots({ date: '2026-12-01', startHour: 9, endHour: 10, lengthMinutes: 45 })).toHaveLength(
      1,
    );
  });

  it('reads the hours in another zone, across its change of time', () => {
    expect(
      iso(
        planDaySlots({
          date: '2026-07-01',
          startHour: 9,
          endHour: 10,
          lengthMinutes: 30,
          timeZone: 'America/Tijuana',
        }),
      ),
    ).toEqual([
      ['2026-07-01T16:00:00.000Z', '2026-07-01T16:30:00.000Z'],
      ['2026-07-01T16:30:00.000Z', '2026-07-01T17:00:00.000Z'],
    ]);
    expect(zonedInstant('2026-12-01', 9 * 60, 'America/Tijuana').toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
  });

  it.each([
    ['a day that does not exist', { date: '2026-02-30', startHour: 9, endHour: 10, lengthMinutes: 30 }],
    ['a malformed day', { date: '1/12/2026', startHour: 9, endHour: 10, lengthMinutes: 30 }],
    ['hours out of order', { date: '2026-12-01', startHour: 12, endHour: 9, lengthMinutes: 30 }],
    ['an hour past midnight', { date: '2026-12-01', startHour: 9, endHour: 25, lengthMinutes: 30 }],
    ['a length too short', { date: '2026-12-01', startHour: 9, endHour: 10, lengthMinutes: 5 }],
    ['a length that fits nowhere', { date: '2026-12-01', startHour: 9, endHour: 10, lengthMinutes: 90 }],
    [
      'an unknown zone',
      { date: '2026-12-01', startHour: 9, endHour: 10, lengthMinutes: 30, timeZone: 'Mars/Base' },
    ],
  ])('refuses %s', (_, request) => {
    expect(planDaySlots(request)).toBeNull();
  });
});

describe('zonedDay and isTimeZone', () => {
  it('groups an instant by its day in the zone', () => {
    expect(zonedDay('2026-12-02T05:00:00Z')).toBe('2026-12-01');
    expect(zonedDay('2026-12-02T06:00:00Z')).toBe('2026-12-02');
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Nowhere/Land')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('timeZoneName', () => {
  const at = new Date('2026-12-02T16:00:00Z');
  it('names Mexico City by the city in every language, not as a US zone or a bare offset', () => {
    expect(timeZoneName('es', 'America/Mexico_City', at)).toBe('hora de la Ciudad de México');
    expect(timeZoneName('en', 'America/Mexico_City', at)).toBe('Mexico City time');
    expect(timeZoneName('zh_cn', 'America/Mexico_City', at)).toBe('墨西哥城时间');
  });

  it("names another zone (a booking's) as the runtime does", () => {
    expect(timeZoneName('en', 'America/Tijuana', at)).toBe('Pacific Time');
  });
});
