import { describe, expect, it } from 'vitest';
import { analyticsDistinctId } from './analytics-distinct-id';

describe('analyticsDistinctId', () => {
  it.each([
    [7, '00007'],
    [42, '00042'],
    [12345, '12345'],
    [1234567, '1234567'],
    [0, '00000'],
    ['89', '00089'],
    [' 89 ', '00089'],
    ['abc', '00abc'],
  ])('%j -> %s', (id, expected) => {
    expect(analyticsDistinctId(id)).toBe(expected);
  });
});
