import { describe, expect, it } from 'vitest';
import { billNumber } from './bill-number';

describe('billNumber', () => {
  it('is the UTC year of issue and the id in six digits, or more when the id is longer', () => {
    expect(billNumber({ id: 42, issued_at: new Date('2026-12-31T23:30:00-06:00') })).toBe('2027-000042');
    expect(billNumber({ id: 1234567, issued_at: new Date('2026-06-01T12:00:00Z') })).toBe('2026-1234567');
  });
});
