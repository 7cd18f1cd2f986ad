import { describe, expect, it } from 'vitest';
import { ACCOUNTANT_NEEDS, accountantServiceStage } from './accountant-service';

describe('accountantServiceStage', () => {
  it.each([
    [false, false, 'not_purchased'],
    [false, true, 'not_purchased'],
    [true, false, 'assigning'],
    [true, true, 'assigned'],
  ] as const)('purchased %s, assigned %s -> %s', (purchased, assigned, expected) => {
    expect(accountantServiceStage(purchased, assigned)).toBe(expected);
  });

  it('asks for the tax status certificate first, each need once', () => {
    expect(ACCOUNTANT_NEEDS[0]).toBe('constancia_situacion_fiscal');
    expect(new Set(ACCOUNTANT_NEEDS).size).toBe(ACCOUNTANT_NEEDS.length);
  });
});
