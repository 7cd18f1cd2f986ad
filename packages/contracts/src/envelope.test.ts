import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentSchema, errorResponseSchema } from './envelope';
import { ERROR_CODES, isErrorCode } from './error-codes';

describe('envelope', () => {
  it('wraps content', () => {
    const schema = contentSchema(z.object({ id: z.number() }));
    expect(schema.parse({ content: { id: 1 } })).toEqual({ content: { id: 1 } });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
  });

  it('requires at least one message code in an error', () => {
    expect(errorResponseSchema.safeParse({ message: [] }).success).toBe(false);
    expect(errorResponseSchema.parse({ message: ['bad_credentials'] })).toEqual({
      message: ['bad_credentials'],
    });
  });
});

describe('error codes', () => {
  it('has no duplicates and recognises its own codes only', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('bad_credentials')).toBe(true);
    expect(isErrorCode('Bad_Credentials')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
