import type { ImportRegistrationStatus } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { importRegistrationRefusal, importRequirements } from './import-registration';

describe('importRequirements', () => {
  it('reads each requirement from the company and its business information', () => {
    expect(importRequirements({ rfc: null, efirmaObtainedAt: null }, null)).toEqual([
      { key: 'rfc', done: false },
      { key: 'efirma', done: false },
      { key: 'tax_address', done: false },
      { key: 'amazon_information', done: false },
    ]);
    expect(
      importRequirements(
        { rfc: 'TLU250101AB1', efirmaObtainedAt: '2026-11-20T10:00:00.000Z' },
        {
          business_name: 'Tacos Lupita',
          amazon_website: 'https://www.amazon.com.mx/shops/lupita',
          tax_address: { postal_code: '06700' },
        },
      ).every((requirement) => requirement.done),
    ).toBe(true);
  });

  it('needs both the business name and the Amazon store for the Amazon information', () => {
    const [, , , amazon] = importRequirements(
      { rfc: 'TLU250101AB1', efirmaObtainedAt: null },
      { business_name: 'Tacos Lupita', amazon_website: '' },
    );
    expect(amazon).toEqual({ key: 'amazon_information', done: false });
  });
});

describe('importRegistrationRefusal', () => {
  it.each<[ImportRegistrationStatus, ImportRegistrationStatus, boolean, string | null, string | null]>([
    ['not_started', 'in_progress', true, null, null],
    ['not_started', 'in_progress', false, null, 'import_requirements_missing'],
    ['not_started', 'registered', true, null, 'invalid_status_transition'],
    ['in_progress', 'registered', true, null, null],
    ['in_progress', 'rejected', true, 'RFC no localizado', null],
    ['in_progress', 'rejected', true, '  ', 'import_note_required'],
    ['rejected', 'in_progress', true, null, null],
    ['registered', 'in_progress', true, null, 'invalid_status_transition'],
  ])('%s → %s (requirements done: %s, note %j) → %s', (from, to, done, note, refusal) => {
    expect(importRegistrationRefusal(from, to, done, note)).toBe(refusal);
  });
});
