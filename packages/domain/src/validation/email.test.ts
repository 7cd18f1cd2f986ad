import { describe, expect, it } from 'vitest';
import { isEmailShape } from './email';

describe('isEmailShape', () => {
  it.each(['ana@example.mx', 'Ana.Lopez+forja@sub.example.com.mx', ' ana@example.mx '])(
    'accepts %s',
    (email) => {
      expect(isEmailShape(email)).toBe(true);
    },
  );
  it.each([
    '',
    'ana',
    'ana@',
    '@example.mx',
    'ana@example',
    'a b@example.mx',
    'ana@@example.mx',
    'ana@-x.mx',
    'ana@x..mx',
    `${'a'.repeat(65)}@x.mx`,
  ])('refuses %s', (email) => {
    expect(isEmailShape(email)).toBe(false);
  });
});
