import type { SupportAnswerLanguage } from '@forja/contracts';

/**
 * How the bot reads text, the same way when indexing the knowledge base and when reading a question:
 * folded (NFD, diacritics stripped, lower case), so "Constitución", "CONSTITUCION" and "constitucion" are
 * one term; split into words; stop words dropped; plurals lightly stemmed.
 */

/** NFD, combining marks removed, lower case: "Constitución" -> "constitucion", "Año" -> "ano". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Splits folded text into words. Dotted abbreviations become one word (S.A.S. -> sas, S.A. de C.V. ->
 * sa de cv, S. de R.L. -> s de rl) and the spellings of e.firma and e-mail become efirma and email.
 */
export function tokenize(text: string): string[] {
  return foldText(text)
    .replace(/\be[\s.-]?firma/g, 'efirma')
    .replace(/\be-mail/g, 'email')
    .replace(/\b(?:[a-z]\.){2,}/g, (abbreviation) => abbreviation.replaceAll('.', ''))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

const STOP_WORDS: Record<SupportAnswerLanguage, ReadonlySet<string>> = {
  es: new Set(
    (
      'a al algo alguien algun alguna alguno ante antes aqui asi aun bien cada como con cual cuales cualquier ' +
      'cuando cuanto cuanta cuantos cuantas de debo debe deben debemos del desde donde el ella ellos en ' +
      'entonces entre era eres es esa esas ese eso esos esta estan estas este esto estos estoy estar estaria ' +
      'estara estamos favor fue ha han he hemos hay hace hacer hago haria la las le les lo los me mi mis ' +
      'mucho muy ni no nos o otra otro para pero poco por porque puedo puede pueden puedes podemos podria ' +
      'podrian que quien quiero quiere queremos quisiera saber se sea ser seria si sin sobre son soy su sus ' +
      'tambien te tengo tiene tienen tenemos tendria ti tu tus un una uno unos unas usted ustedes va vas ' +
      'vamos voy vez y ya yo hola gracias buenas buenos oye ok bueno ahora todavia ' +
      'algo nada alla aca pues exactamente realmente basicamente solo nomas'
    ).split(' '),
  ),
  en: new Set(
    (
      'a about after am an and any anything are aren as at be been before being but by can could did didn ' +
      'do does doesn doing don everything for from get getting going gonna got had has hasn have haven ' +
      'having he her here hi hello his how i if in into is isn it its just let like me might more much must ' +
      'my no not now of ok okay on or our out please shall she should so some something still ' +
      'than thank thanks that the their them then there these they this those to too up us very want wants ' +
      'was wasn we were what whats when where which who whom why will with won would yes yet you your ' +
      'exactly really actually basically just only'
    ).split(' '),
  ),
};

function stemSpanish(word: string): string {
  if (word.length <= 4) return word;
  // sociedades -> sociedad, importadores -> importador, razones -> razon, legales -> legal
  if (/[dlnrz]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * A light English stemmer: companies -> company, taxes -> tax, documents -> document, invoicing and
 * invoice -> invoic, approved and approve -> approv, shipping -> ship.
 */
function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed') && !stem.endsWith('eed')) stem = stem.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 4 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

/** Everyday words read as the word the knowledge base uses ("ocupo" is Mexican for "necesito"). */
const SYNONYMS: Record<SupportAnswerLanguage, ReadonlyMap<string, string>> = {
  es: new Map([
    ['ocupo', 'necesito'],
    ['ocupa', 'necesita'],
    ['ocupas', 'necesitas'],
    ['fiel', 'efirma'],
  ]),
  en: new Map([['fiel', 'efirma']]),
};

/** One folded word -> its index term, or null for stop words and single characters. */
export function termProcessor(language: SupportAnswerLanguage): (word: string) => string | null {
  const stopWords = STOP_WORDS[language];
  const synonyms = SYNONYMS[language];
  const stem = language === 'es' ? stemSpanish : stemEnglish;
  return (word) => {
    const canonical = synonyms.get(word) ?? word;
    if (canonical.length < 2 || stopWords.has(canonical)) return null;
    return stem(canonical);
  };
}

/** The distinct index terms of a text, in order of appearance. */
export function analyze(text: string, language: SupportAnswerLanguage): string[] {
  const process = termProcessor(language);
  const terms = tokenize(text)
    .map(process)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** Function words that tell Spanish and English apart in a chat message (folded). */
const LANGUAGE_HINTS: Record<SupportAnswerLanguage, ReadonlySet<string>> = {
  es: new Set(
    'que como cuanto cuando donde por para el la los las del es mi mis un una puedo tengo necesito quiero con se hay esta estoy soy ya no'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the what how much when where why is are my to do does can i of for and with which you it have need want am this'.split(
      ' ',
    ),
  ),
};

/**
 * The language a chat message is written in, when the evidence is clear (Spanish or English); null for
 * short or mixed text, and for any other script. Inverted marks, ñ and accents count as Spanish evidence.
 */
export function detectLanguage(text: string): SupportAnswerLanguage | null {
  const words = tokenize(text);
  let es = /[¿¡ñÑáéíóúÁÉÍÓÚ]/.test(text) ? 2 : 0;
  let en = 0;
  for (const word of words) {
    if (LANGUAGE_HINTS.es.has(word)) es += 1;
    if (LANGUAGE_HINTS.en.has(word)) en += 1;
  }
  if (es >= 2 && es > en * 2) return 'es';
  if (en >= 2 && en > es * 2) return 'en';
  return null;
}
