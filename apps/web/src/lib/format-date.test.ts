import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate, formatDateTime, formatDay } from './format-date';

// 03:30 UTC on 3 December is still the evening of 2 December in Mexico City (UTC−6).
const EVENING = '2026-12-03T03:30:00Z';

describe('the dates the app shows', () => {
  it('are dd/mm/aaaa in Spanish', () => {
    expect(formatDay('es', EVENING)).toBe('02/12/2026');
    expect(formatDate('es', 'dayTime', EVENING)).toMatch(/^02\/12\/2026, 9:30\sp\.\s?m\.$/);
  });

  it('name the month in English, never 12/2/2026 that someone in Mexico reads as 12 February', () => {
    expect(formatDay('en', EVENING)).toBe('Dec 2, 2026');
    expect(formatDate('en', 'dayTime', EVENING)).toMatch(/^Dec 2, 2026, 9:30\sPM$/);
    for (const format of ['day', 'dayTime', 'dayTimeZone'] as const)
      expect(formatDate('en', format, EVENING)).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it('are in the Chinese locale’s format in Chinese', () => {
    expect(formatDay('zh_cn', EVENING)).toBe('2026年12月2日');
    expect(formatDate('zh_cn', 'dayTime', EVENING)).toBe('2026年12月2日 21:30');
    expect(formatDate('zh_cn', 'longDay', EVENING)).toBe('2026年12月2日星期三');
  });

  it('are on Mexico City’s clock across midnight UTC, whatever the browser’s zone', () => {
    expect(formatDay('es', '2026-12-03T05:59:00Z')).toBe('02/12/2026');
    expect(formatDay('es', '2026-12-03T06:00:00Z')).toBe('03/12/2026');
    expect(formatDate('es', 'time', EVENING)).toBe('21:30');
  });

  it('use another zone when the caller names one (a booking’s), and say which', () => {
    expect(formatDate('es', 'time', EVENING, 'America/Tijuana')).toBe('19:30');
    expect(formatDateTime('en', EVENING, 'America/Tijuana')).toMatch(
      /^Dec 2, 2026, 7:30\sPM \(Pacific Time\)$/,
    );
  });

  it('name Mexico City’s zone by the city, never “Central Standard Time” or a bare GMT-6', () => {
    expect(formatDateTime('es', EVENING)).toMatch(
      /^02\/12\/2026, 9:30\sp\.\s?m\.\s\(hora de la Ciudad de México\)$/,
    );
    expect(formatDateTime('en', EVENING)).toMatch(/^Dec 2, 2026, 9:30\sPM \(Mexico City time\)$/);
    expect(formatDateTime('zh_cn', EVENING)).toBe('2026年12月2日 21:30（墨西哥城时间）');
  });

  it('keep a bare calendar day as that day', () => {
    expect(formatDay('es', '2026-12-02')).toBe('02/12/2026');
    expect(formatDay('en', '2026-01-01')).toBe('Jan 1, 2026');
  });

  it('write appointments with their weekday', () => {
    expect(formatDate('es', 'longDay', EVENING)).toBe('miércoles, 2 de diciembre de 2026');
    expect(formatDate('en', 'longDay', EVENING)).toBe('Wednesday, December 2, 2026');
  });

  it('build each formatter once per language, format and zone', () => {
    expect(dateFormatter('es', 'day')).toBe(dateFormatter('es', 'day'));
    expect(dateFormatter('es', 'day')).not.toBe(dateFormatter('en', 'day'));
    expect(dateFormatter('es', 'time')).not.toBe(dateFormatter('es', 'time', 'America/Tijuana'));
  });
});
