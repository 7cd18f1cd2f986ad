/** A person's name as an account holds it: given names and surnames apart. */
export type PersonNames = { firstNames: string; lastNames: string };

/**
 * A person's full name split as Mexican names are written: given names first, then two surnames (paternal and
 * maternal). With three words or more, the last two are the surnames («Carlos Méndez Soto» → «Carlos» /
 * «Méndez Soto»; «María José López García» → «María José» / «López García»); with two, one and one; a single
 * word is a given name. Extra spaces are dropped. It is a guess to start a form from: the person can correct it.
 */
export function splitPersonName(fullName: string | null | undefined): PersonNames {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstNames: words.join(' '), lastNames: '' };
  const surnames = words.length >= 3 ? 2 : 1;
  return {
    firstNames: words.slice(0, -surnames).join(' '),
    lastNames: words.slice(-surnames).join(' '),
  };
}
