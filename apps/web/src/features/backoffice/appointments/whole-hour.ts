/**
 * A whole hour as an operator types it: «10», «10:00», «9:00 h», «09.00», «10h»; null for anything else, minutes
 * other than :00 included (slots start on the hour). The range (0–23 to start, 1–24 to end) is checked apart.
 */
export function parseWholeHour(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:\s*[:.h]\s*00)?\s*(?:h|hrs?)?\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}
