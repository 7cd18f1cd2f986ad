import { COMPANY_TYPES } from '@forja/contracts';
import { societyTypeNeedsCommissary } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE } from './catalogue.data';

describe('the default catalogue', () => {
  it('offers every society type of the contracts', () => {
    expect(DEFAULT_CATALOGUE.society_types.map((type) => type.key)).toEqual([...COMPANY_TYPES]);
  });

  // The wizard tells the founder what requires_commissary says; the redirect order follows the domain.
  it.each(DEFAULT_CATALOGUE.society_types.map((type) => [type.key, type.requires_commissary] as const))(
    '%s: requires_commissary %s, as the redirect order asks',
    (key, requiresCommissary) => {
      expect(societyTypeNeedsCommissary(key)).toBe(requiresCommissary);
    },
  );
});
