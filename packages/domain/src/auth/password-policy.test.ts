import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthProblem } from './password-policy';

describe('passwordLengthProblem', () => {
  it('allows 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['', 'password_too_short'],
    ['a', 'password_too_short'],
    ['1234567', 'password_too_short'],
    ['12345678', null],
    ['        ', null], // spaces count
    ['contraseña segura', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'password_too_long'],
    ['😀😀😀😀', null], // 8 UTF-16 units
    ['😀😀😀', 'password_too_short'],
  ])('%j → %s', (password, problem) => {
    expect(passwordLengthProblem(password)).toBe(problem);
  });
});
