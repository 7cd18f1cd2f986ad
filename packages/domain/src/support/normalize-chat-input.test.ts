import { describe, expect, it } from 'vitest';
import { CHAT_MAX_CHARS } from '../constants';
import { normalizeChatInput } from './normalize-chat-input';

describe('normalizeChatInput', () => {
  it.each([
    // input, text, message
    ['hola', 'hola', 'hola'],
    ['   hola', 'hola', 'hola'],
    ['\n\n  hola', 'hola', 'hola'],
    ['hola    mundo', 'hola mundo', 'hola mundo'],
    ['hola \t mundo', 'hola mundo', 'hola mundo'],
    ['hola ', 'hola ', 'hola'],
    ['línea uno\nlínea  dos', 'línea uno\nlínea dos', 'línea uno\nlínea dos'],
    ['párrafo\n\notro', 'párrafo\n\notro', 'párrafo\n\notro'],
    ['', '', null],
    ['     ', '', null],
    [' \n\t ', '', null],
    [null, '', null],
    [undefined, '', null],
  ])('%j -> %j', (input, text, message) => {
    const result = normalizeChatInput(input);
    expect(result.text).toBe(text);
    expect(result.message).toBe(message);
    expect(result.truncated).toBe(false);
  });

  it('cuts text over the limit and reports it', () => {
    const result = normalizeChatInput('a'.repeat(CHAT_MAX_CHARS + 5));
    expect(result).toEqual({
      text: 'a'.repeat(CHAT_MAX_CHARS),
      message: 'a'.repeat(CHAT_MAX_CHARS),
      length: CHAT_MAX_CHARS,
      truncated: true,
    });
  });

  it('counts after collapsing spaces, and exactly the limit is not cut', () => {
    const exactly = normalizeChatInput(`  ${'b'.repeat(CHAT_MAX_CHARS - 2)}    c`);
    expect(exactly.length).toBe(CHAT_MAX_CHARS);
    expect(exactly.truncated).toBe(false);
  });

  it('never cuts inside a character', () => {
    const result = normalizeChatInput('😀'.repeat(CHAT_MAX_CHARS + 1));
    expect(result.text).toBe('😀'.repeat(CHAT_MAX_CHARS));
    expect(result.length).toBe(CHAT_MAX_CHARS);
    expect(result.truncated).toBe(true);
  });
});
