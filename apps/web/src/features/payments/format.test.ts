import { describe, expect, it } from 'vitest';
import { formatCentavos, formatDate, formatUsdCents, groupDigits } from './format';

describe('payments formats', () => {
  it('shows MXN from centavos and USD from cents', () => {
    expect(formatCentavos(1_450_000)).toBe('$14,500.00');
    expect(formatCentavos(5)).toBe('$0.05');
    expect(formatUsdCents(165_051)).toBe('US$1,650.51');
  });

  it('shows dates as dd/mm/aaaa in Spanish, in Mexico City time', () => {
    expect(formatDate('2026-11-23T03:00:00Z', 'es')).toBe('22/11/2026');
    expect(formatDate('2026-11-23T03:00:00Z', 'en')).toBe('11/22/2026');
  });

  it('groups an OXXO reference by four', () => {
    expect(groupDigits('93000262280806')).toBe('9300 0262 2808 06');
  });
});
