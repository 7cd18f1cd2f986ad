import { describe, expect, it } from 'vitest';
import { formatDate, groupDigits } from './format';

describe('payments formats', () => {
  it('shows dates as dd/mm/aaaa in Spanish, with the month named in English, in Mexico City time', () => {
    expect(formatDate('2026-11-23T03:00:00Z', 'es')).toBe('22/11/2026');
    expect(formatDate('2026-11-23T03:00:00Z', 'en')).toBe('Nov 22, 2026');
  });

  it('groups an OXXO reference by four', () => {
    expect(groupDigits('93000262280806')).toBe('9300 0262 2808 06');
  });
});
