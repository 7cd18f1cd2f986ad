import { describe, expect, it } from 'vitest';
import { formatBp } from './format';

describe('a share as a percentage', () => {
  it('writes Mexican Spanish with a decimal point, as the articles do, never a decimal comma', () => {
    expect(formatBp(6667, 'es')).toBe('66.67\u00a0%');
    expect(formatBp(5000, 'es')).toBe('50\u00a0%');
    expect(formatBp(6667, 'en')).toBe('66.67%');
  });
});
