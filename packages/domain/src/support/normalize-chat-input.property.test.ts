import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_CHARS } from '../constants';
import { normalizeChatInput } from './normalize-chat-input';

// Text rich in the characters that matter: spaces, tabs, line breaks, and characters outside the BMP.
const chatText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom(' ', '  ', '\t', '\n', 'a', 'ñ', '😀', '\u00a0', '\r\n'),
    maxLength: 80,
  }),
  fc.string({ unit: fc.constantFrom(' ', 'x', '😀'), minLength: 990, maxLength: 1100 }),
);

describe('normalizeChatInput (properties)', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(chatText, (text) => {
        const once = normalizeChatInput(text).text;
        expect(normalizeChatInput(once).text).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('never answers leading whitespace, double spaces or more than the limit', () => {
    fc.assert(
      fc.property(chatText, (text) => {
        const result = normalizeChatInput(text);
        expect(result.text).not.toMatch(/^\s/);
        expect(result.text).not.toMatch(/ {2}/);
        expect(Array.from(result.text).length).toBeLessThanOrEqual(CHAT_MAX_CHARS);
        expect(result.length).toBe(Array.from(result.text).length);
        expect(result.message === null).toBe(result.text.trim() === '');
      }),
      { numRuns: 1000 },
    );
  });
});
