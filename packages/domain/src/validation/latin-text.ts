/**
 * Whether a text can go into Mexican legal and tax documents as it is: the articles of incorporation, the
 * notary's deed, the SE's and the SAT's registries take the Latin alphabet only (their fonts and systems do not
 * carry other scripts). Latin letters with any accent (ñ, ü, ø, ł, ğ), digits, spaces, punctuation and the
 * usual symbols are; other scripts (王伟, Иван, محمد) and pictographs (😀) are not.
 */
export function isLatinText(text: string): boolean {
  for (const char of text.normalize('NFKD')) {
    if (/\p{M}/u.test(char)) continue;
    if (/\p{Extended_Pictographic}/u.test(char)) return false;
    if (/\p{Script=Latin}/u.test(char)) continue;
    const point = char.codePointAt(0)!;
    // Latin-1 (ASCII with its symbols and punctuation), general punctuation (dashes, quotes) and currency signs.
    if (point <= 0xff || (point >= 0x2000 && point <= 0x206f) || (point >= 0x20a0 && point <= 0x20cf))
      continue;
    return false;
  }
  return true;
}

/**
 * Why a person's or a partner's name cannot be taken as given, or null: it must be written in Latin letters, as
 * on the passport or ID the notary and the SAT read (`name_latin_letters_only`).
 */
export function nameScriptProblem(name: string | null | undefined): 'name_latin_letters_only' | null {
  return typeof name === 'string' && !isLatinText(name) ? 'name_latin_letters_only' : null;
}
