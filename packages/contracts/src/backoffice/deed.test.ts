import { describe, expect, it } from 'vitest';
import { recordDeedBodySchema } from './deed';

const DEED = {
  notary_number: 137,
  notary_name: 'Lic. María Torres Aguilar',
  notary_city: 'Ciudad de México',
  deed_number: '45,210',
  deed_date: '2026-11-22',
  volume: '1,204',
};

describe('recordDeedBodySchema', () => {
  it.each(['1', '1204', '1,204', '1,204,000', ' 98 '])(
    'takes the volume %j, a positive whole number',
    (volume) => {
      expect(recordDeedBodySchema.safeParse({ ...DEED, volume }).success).toBe(true);
    },
  );

  it.each(['abc', '0', '007', '-3', '1.5', '12,34', '1 204', 'IV', 'Tomo 3'])(
    'refuses the volume %j with its own code',
    (volume) => {
      const result = recordDeedBodySchema.safeParse({ ...DEED, volume });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['volume'],
          code: 'custom',
          message: 'deed_number_not_whole',
          params: { code: 'deed_number_not_whole' },
        }),
      ]);
    },
  );

  it('asks a blank volume to be filled in, not a number', () => {
    const result = recordDeedBodySchema.safeParse({ ...DEED, volume: '  ' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['volume'], code: 'too_small' })]);
  });

  it('leaves the number free: an S.A.S. records its registration number in the SE, which has letters', () => {
    const registration = { deed_number: 'SAS-2026-000123', deed_date: '2026-11-22' };
    expect(recordDeedBodySchema.safeParse(registration).success).toBe(true);
  });
});
