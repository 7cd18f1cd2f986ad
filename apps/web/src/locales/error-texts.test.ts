import { ERROR_CODES, SUPPORT_ERROR_CODES } from '@forja/contracts';
import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: { codes?: Record<string, unknown> } }>('./*/errors.json', {
  eager: true,
});

/** Every code the API or the support backend can answer with (packages/contracts). */
const ANSWERED_CODES = [...new Set<string>([...ERROR_CODES, ...SUPPORT_ERROR_CODES])];

describe('error texts', () => {
  it.each(LANGUAGES)('%s has a message for every error code the API can answer', (language) => {
    const codes = files[`./${language}/errors.json`]?.default.codes ?? {};
    const missing = ANSWERED_CODES.filter((code) => {
      const text = codes[code];
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
