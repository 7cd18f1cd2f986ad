import { describe, expect, it } from 'vitest';
import { genderFromCurp } from './person-gender';

describe('genderFromCurp', () => {
  it.each([
    ['LOPA800101MDFPRN09', 'female'],
    ['PELU800101HDFRRS09', 'male'],
    [' pelu800101hdfrrs09 ', 'male'],
    ['LOPA800101XDFPRN09', null],
    ['LOPA800101', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %s', (curp, gender) => {
    expect(genderFromCurp(curp)).toBe(gender);
  });
});
