import { describe, expect, it } from 'vitest';
import { RETAINED_RECORD_YEARS, companyErasure, eraseAfter, partnerErasure } from './account-erasure';

describe('companyErasure', () => {
  it.each([
    [{ hasInvoices: false, hasSignedActs: false, otherMembers: 0 }, 'delete'],
    [{ hasInvoices: true, hasSignedActs: false, otherMembers: 0 }, 'keep'],
    [{ hasInvoices: false, hasSignedActs: true, otherMembers: 0 }, 'keep'],
    [{ hasInvoices: false, hasSignedActs: false, otherMembers: 1 }, 'keep'],
    [{ hasInvoices: true, hasSignedActs: true, otherMembers: 3 }, 'keep'],
  ] as const)('%j → %s', (company, expected) => {
    expect(companyErasure(company)).toBe(expected);
  });
});

describe('partnerErasure', () => {
  it('keeps a partner named in signed articles and strips one before signing', () => {
    expect(partnerErasure({ hasSignedActs: true })).toBe('keep');
    expect(partnerErasure({ hasSignedActs: false })).toBe('strip');
  });
});

describe('eraseAfter', () => {
  const at = new Date('2026-11-26T12:00:00Z');
  it.each([
    [0, '2026-11-26T12:00:00.000Z'],
    [1, '2026-11-27T12:00:00.000Z'],
    [30, '2026-12-26T12:00:00.000Z'],
  ])('%i days → %s', (days, expected) => {
    expect(eraseAfter(at, days).toISOString()).toBe(expected);
  });
  it.each([-1, 1.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => eraseAfter(at, days)).toThrow(RangeError);
  });
});

describe('RETAINED_RECORD_YEARS', () => {
  it('keeps invoices five years and signed acts ten', () => {
    expect(RETAINED_RECORD_YEARS).toEqual({ invoices: 5, signed_acts: 10, audit_log: 5 });
  });
});
