import { CHAT_MAX_CHARS } from '../constants';

export type ChatInput = {
  /** What the input box should hold: no leading whitespace, runs of spaces as one, at most the limit. */
  text: string;
  /** What to send on Enter: `text` without trailing whitespace, or null when there is nothing to send. */
  message: string | null;
  /** Characters (Unicode code points) in `text`; the counter shows when it reaches CHAT_MAX_CHARS. */
  length: number;
  /** The text was over the limit and was cut. */
  truncated: boolean;
};

/**
 * Normalises the chat box as the user types (spec section 5): leading whitespace (spaces and blank lines) is
 * trimmed, runs of spaces and tabs collapse to one space (line breaks from Shift+Enter stay), text over
 * CHAT_MAX_CHARS is cut (never inside a character) and reported. A trailing space stays, so words can be typed.
 */
export function normalizeChatInput(text: string | null | undefined): ChatInput {
  const collapsed = (text ?? '').replace(/^\s+/, '').replace(/[^\S\r\n]+/g, ' ');
  const characters = Array.from(collapsed);
  const truncated = characters.length > CHAT_MAX_CHARS;
  const normalized = truncated ? characters.slice(0, CHAT_MAX_CHARS).join('') : collapsed;
  const message = normalized.trimEnd();
  return {
    text: normalized,
    message: message === '' ? null : message,
    length: Math.min(characters.length, CHAT_MAX_CHARS),
    truncated,
  };
}
