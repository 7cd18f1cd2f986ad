import type { SupportLanguage } from '@forja/contracts';
import snowball from 'snowball-stemmers';

/**
 * How the bot reads text, the same way when indexing the knowledge base and when reading a question:
 * folded (NFD, diacritics stripped, lower case), so "Constitución", "CONSTITUCION" and "constitucion" are
 * one term; split into words (Chinese by the ICU word segmenter that ships with Node); the domain's
 * synonyms and common misspellings read as the word the knowledge base uses; stop words dropped; Spanish
 * and English words reduced to their Snowball stem.
 */

/** NFD, combining marks removed, lower case: "Constitución" -> "constitucion", "Año" -> "ano". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const HAN = /\p{Script=Han}/u;
const chineseSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Whether a text is written (mostly) in Chinese characters. */
export function isChinese(text: string): boolean {
  return HAN.test(text);
}

/**
 * Words that ask for an estimate rather than name what is asked about: "¿cuánto cuesta más o menos?",
 * "roughly how much", "大概要多久". They are dropped before the text is split: read as words of the question,
 * they are words the knowledge never uses, which weigh the most and make a plain question about a price or
 * a time look like one the knowledge only comes near. Chinese ones go before the segmenter, which otherwise
 * reads "大概要多久" as 大 + 概要 ("summary").
 */
const ESTIMATE_WORDS =
  /\b(?:mas o menos|masomenos|aproximadamente|aproximado|aproximada|aprox|roughly|approximately|approx|ballpark)\b|大概|大约|大致|差不多/gu;

/**
 * Splits folded text into words. Dotted abbreviations become one word (S.A.S. -> sas, S.A. de C.V. ->
 * sa de cv, S. de R.L. -> s de rl) and the spellings of e.firma and e-mail become efirma and email. Runs of
 * Chinese characters are split into words by the segmenter.
 */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  const folded = foldText(text)
    .replace(/\be[\s.-]?firma/g, 'efirma')
    .replace(/\be-mail/g, 'email')
    // Signing up (creating the account) is not signing the articles.
    .replace(/\bsign(?:ing|ed|s)?[\s-]?up\b/g, 'signup')
    // Forming a company is incorporating it, not filling in a form ("how long does it take to form the company?").
    .replace(
      /\bform(?:s|ed|ing)?(?= (?:(?:a|an|the|my|our|your|this) )?(?:company|companies|business|firm|corporation|sas|llc)\b)/g,
      'incorporate',
    )
    .replace(/\b(?:[a-z]\.){2,}/g, (abbreviation) => abbreviation.replaceAll('.', ''))
    .replace(ESTIMATE_WORDS, ' ');
  for (const part of folded.split(/[^\p{L}\p{N}]+/u)) {
    if (part === '') continue;
    if (!HAN.test(part)) {
      words.push(part);
      continue;
    }
    for (const segment of chineseSegmenter.segment(part)) {
      if (segment.isWordLike) words.push(segment.segment);
    }
  }
  return words;
}

const STOP_WORDS: Record<SupportLanguage, ReadonlySet<string>> = {
  es: new Set(
    (
      'a al algo alguien algun alguna alguno ante antes aqui asi aun bien cada como con cual cuales cualquier ' +
      'cuando cuanto cuanta cuantos cuantas de debo debe deben debemos del desde donde el ella ellos en ' +
      'entonces entre era eres es esa esas ese eso esos esta estan estas este esto estos estoy estar estaria ' +
      'estara estamos favor fue ha han he hemos hay hace hacer hago haria la las le les lo los me mi mis ' +
      'mucho muy ni no nos o otra otro para pero poco por porque puedo puede pueden puedes podemos podria ' +
      'podrian que quien quiero quiere queremos quisiera saber se sea ser seria si sin sobre son soy su sus ' +
      'tambien te tengo tiene tienen tenemos tendria ti tu tus un una uno unos unas usted ustedes va vas ' +
      'vamos voy vez y ya yo hola gracias buenas buenos oye ok bueno ahora todavia q k xq pq porq ' +
      'algo nada alla aca pues exactamente realmente basicamente nomas tener tiene tienes tmb tb tmbn ahi osea'
    ).split(' '),
  ),
  en: new Set(
    (
      'a about after am an and any anything are aren as at be been before being but by can could did didn ' +
      'do does doesn doing don everything for from get getting going gonna got had has hasn have haven ' +
      'having he her here hi hello his how i if in into is isn it its just let like me might more much must ' +
      'my no not now of ok okay on or our out please shall she should so some something still ' +
      'than thank thanks that the their them then there these they this those to too up us very want wants ' +
      'was wasn we were what whats when where which who whom why will with won would yes yet you your u ur ' +
      'exactly really actually basically just im ive dont cant else'
    ).split(' '),
  ),
  zh_cn: new Set(
    (
      '的 了 吗 呢 吧 啊 呀 我 我们 你 你们 您 他 她 它 他们 是 在 有 和 与 或 或者 就 都 也 还 这 那 这个 那个 ' +
      '一个 请问 请 问 想 想要 要 能 能否 可以 可不可以 会 该 应该 吗 么 什么 怎么 怎样 如何 为什么 哪 哪些 哪个 ' +
      '多少 几 呢 一下 谢谢 你好 您好 好 嗯 哦 对 不 没 没有 如果 但是 但 因为 所以 之后 以后 然后 现在 已经 ' +
      '我的 你的 您的 他的 她的 一名 一位 一家 一些 这些 那些 能不能 是不是 大概 大约 大致 差不多 的话 还是 过 才能 才'
    ).split(' '),
  ),
};

/**
 * Everyday words, synonyms and frequent misspellings read as the word the knowledge base uses (folded).
 * "ocupo" is Mexican for "necesito"; the FIEL is the e.firma's old name.
 */
const SYNONYMS: Record<SupportLanguage, ReadonlyMap<string, string>> = {
  es: new Map([
    ['ocupo', 'necesito'],
    ['ocupa', 'necesita'],
    ['ocupas', 'necesitas'],
    ['ocupan', 'necesitan'],
    ['papeles', 'documentos'],
    ['docs', 'documentos'],
    ['doc', 'documento'],
    ['fiel', 'efirma'],
    ['firmaelectronica', 'efirma'],
    ['hacienda', 'sat'],
    ['contador', 'contabilidad'],
    ['contadora', 'contabilidad'],
    ['contable', 'contabilidad'],
    ['notaria', 'notario'],
    ['accionista', 'socio'],
    ['cofundador', 'socio'],
    ['cofundadora', 'socio'],
    ['cofundadores', 'socios'],
    ['accionistas', 'socios'],
    ['compania', 'empresa'],
    ['negocio', 'empresa'],
    ['credencial', 'ine'],
    ['ife', 'ine'],
    ['comisaro', 'comisario'],
    ['comisaria', 'comisario'],
    ['denominasion', 'denominacion'],
    ['costo', 'precio'],
    ['cuesta', 'precio'],
    ['cobran', 'precio'],
    ['tarifa', 'precio'],
    ['tarda', 'tiempo'],
    ['tardan', 'tiempo'],
    ['demora', 'tiempo'],
    // The price and time verbs as people conjugate them ("¿cuánto me va a costar?", "¿cuánto dura?").
    ['costar', 'precio'],
    ['costaria', 'precio'],
    ['costara', 'precio'],
    ['cuestan', 'precio'],
    ['tardar', 'tiempo'],
    ['tardara', 'tiempo'],
    ['tardaria', 'tiempo'],
    ['tardas', 'tiempo'],
    ['tardamos', 'tiempo'],
    ['demoran', 'tiempo'],
    ['demorar', 'tiempo'],
    ['dura', 'tiempo'],
    ['duran', 'tiempo'],
    ['durar', 'tiempo'],
    ['factura', 'facturar'],
    ['facturas', 'facturar'],
    ['facturacion', 'facturar'],
    ['cfdi', 'facturar'],
    ['importacion', 'importar'],
    ['importaciones', 'importar'],
    ['importador', 'importar'],
    ['importadores', 'importar'],
    ['constancia', 'csf'],
    // "¿se puede repetir la verificación?": the knowledge says "intentarlo de nuevo".
    ['repetir', 'intentar'],
    ['repetirla', 'intentar'],
    ['repetirlo', 'intentar'],
    ['repito', 'intentar'],
  ]),
  en: new Map([
    ['fiel', 'efirma'],
    ['msg', 'message'],
    ['corp', 'company'],
    ['inc', 'company'],
    ['msgs', 'messages'],
    ['docs', 'documents'],
    ['doc', 'document'],
    ['paperwork', 'documents'],
    ['papers', 'documents'],
    ['firm', 'company'],
    ['business', 'company'],
    ['corporation', 'company'],
    // The English stem of "accountant" and "accounting" is "account", the bank's and the user's: the
    // accounting service is read as the Spanish words, which no English stem collides with.
    ['accountant', 'contador'],
    ['accountants', 'contador'],
    ['accounting', 'contabilidad'],
    ['bookkeeping', 'contabilidad'],
    ['bookkeeper', 'contador'],
    ['cofounder', 'partner'],
    ['cofounders', 'partners'],
    ['shareholder', 'partner'],
    ['shareholders', 'partners'],
    ['cost', 'price'],
    ['costs', 'price'],
    ['fee', 'price'],
    ['fees', 'price'],
    ['charge', 'price'],
    ['invoices', 'invoice'],
    ['invoicing', 'invoice'],
    ['cfdi', 'invoice'],
    ['importing', 'import'],
    ['importer', 'import'],
    ['importers', 'import'],
    ['notario', 'notary'],
    ['comisario', 'commissary'],
    ['auditor', 'commissary'],
    ['acta', 'deed'],
    ['constitutiva', 'deed'],
    ['escritura', 'deed'],
    ['bylaws', 'deed'],
    ['socio', 'partner'],
    ['socios', 'partners'],
    ['denominacion', 'name'],
    ['razon', 'name'],
    ['banco', 'bank'],
    ['cuenta', 'account'],
    ['constancia', 'csf'],
  ]),
  zh_cn: new Map([
    ['fiel', 'efirma'],
    ['注册', '设立'],
    ['付', '付款'],
    ['款', '付款'],
    ['成立', '设立'],
    ['开办', '设立'],
    ['组建', '设立'],
    ['费用', '价格'],
    ['多少钱', '价格'],
    ['收费', '价格'],
    ['价钱', '价格'],
    ['花费', '价格'],
    ['股东', '合伙人'],
    ['联合创始人', '合伙人'],
    ['合伙人们', '合伙人'],
    ['记账', '会计'],
    ['开票', '发票'],
    ['cfdi', '发票'],
    ['多久', '时间'],
    ['多长时间', '时间'],
    ['几天', '时间'],
    ['银行账户', '银行'],
    ['账户', '银行'],
    ['公证人', '公证'],
  ]),
};

/**
 * The SAT's tax regime codes people quote from an invoice or a form ("régimen 626", "regime 612"): numbers
 * are no search terms, so each reads as the word for a tax regime.
 */
const TAX_REGIME_CODES: ReadonlySet<string> = new Set(
  '601 603 605 606 608 610 612 616 621 625 626'.split(' '),
);
const TAX_REGIME_WORD: Record<SupportLanguage, string> = { es: 'regimen', en: 'regime', zh_cn: '税务制度' };

/** Snowball's Spanish rules know "-ción", not the unaccented "-cion" people type: put the accent back. */
function restoreSpanishSuffix(word: string): string {
  return word.replace(/([cs])ion(es)?$/, (_match, consonant: string, plural?: string) =>
    plural ? `${consonant}iones` : `${consonant}ión`,
  );
}

const spanishStemmer = snowball.newStemmer('spanish');
const englishStemmer = snowball.newStemmer('english');

function stemSpanish(word: string): string {
  if (word.length <= 3) return word;
  return foldText(spanishStemmer.stem(restoreSpanishSuffix(word)));
}

function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  return englishStemmer.stem(word);
}

/** Latin words in Chinese text (RFC, e.firma, acta) are kept as typed, through the shared synonyms. */
const STEMMERS: Record<SupportLanguage, (word: string) => string> = {
  es: stemSpanish,
  en: stemEnglish,
  zh_cn: (word) => word,
};

function processWord(language: SupportLanguage, word: string): string | null {
  const canonical = TAX_REGIME_CODES.has(word)
    ? TAX_REGIME_WORD[language]
    : (SYNONYMS[language].get(word) ?? word);
  if (STOP_WORDS[language].has(canonical) || /^\d+$/.test(canonical)) return null;
  if (!HAN.test(canonical) && canonical.length < 2) return null;
  return STEMMERS[language](canonical);
}

/**
 * Each word's term, remembered: the knowledge base repeats the same few thousand words, and stemming is
 * most of the time it takes to index it (and every question reuses them).
 */
const TERM_CACHE: Record<SupportLanguage, Map<string, string | null>> = {
  es: new Map(),
  en: new Map(),
  zh_cn: new Map(),
};
const TERM_CACHE_LIMIT = 50_000;

/** One folded word -> its index term, or null for stop words, numbers and single Latin characters. */
export function termProcessor(language: SupportLanguage): (word: string) => string | null {
  const cache = TERM_CACHE[language];
  return (word) => {
    const known = cache.get(word);
    if (known !== undefined) return known;
    const term = processWord(language, word);
    if (cache.size < TERM_CACHE_LIMIT) cache.set(word, term);
    return term;
  };
}

/**
 * What symbols such as @ or # are called, since the tokenizer drops them ("¿el nombre puede llevar @?"); not
 * when they are part of a word, an address or a code ("ana@correo.mx", "#N/A").
 */
const SYMBOLS = /[@#^~<>{}|\\*](?![\p{Script=Latin}\p{N}])/u;
const SYMBOLS_WORDS: Record<SupportLanguage, string> = {
  es: 'caracteres especiales',
  en: 'special characters',
  zh_cn: '特殊字符',
};

/** The distinct index terms of a text, in order of appearance. */
export function analyze(text: string, language: SupportLanguage): string[] {
  const process = termProcessor(language);
  const words = tokenize(text);
  if (SYMBOLS.test(text)) words.push(...tokenize(SYMBOLS_WORDS[language]));
  const terms = words.map(process).filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** Function words that tell Spanish and English apart in a chat message (folded). */
const LANGUAGE_HINTS: Record<'es' | 'en', ReadonlySet<string>> = {
  es: new Set(
    'que q como cuanto cuanta cuando donde por para el la los las del es mi mis un una puedo tengo necesito ocupo quiero con se hay esta estoy soy ya no sirve hacer tiene tienen'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the what whats how much when where why is are my to do does can i of for and with which you it have need want am this get our same thing or if we us your there will be an'.split(
      ' ',
    ),
  ),
};

/**
 * The language a chat message is written in, when the evidence is clear: Chinese characters make it
 * Chinese; otherwise Spanish or English function words decide. Null for short or mixed text. Inverted
 * marks, ñ and accents count as Spanish evidence.
 */
export function detectLanguage(text: string): SupportLanguage | null {
  if (isChinese(text)) return 'zh_cn';
  const words = tokenize(text);
  // Inverted marks are Spanish; an accent or an ñ is weaker evidence: English questions name Spanish terms
  // ("padrón de importadores", "denominación").
  let es = /[¿¡]/.test(text) ? 2 : /[ñÑáéíóúÁÉÍÓÚ]/.test(text) ? 1 : 0;
  let en = 0;
  for (const word of words) {
    if (LANGUAGE_HINTS.es.has(word)) es += 1;
    if (LANGUAGE_HINTS.en.has(word)) en += 1;
  }
  if (es >= 2 && es > en * 2) return 'es';
  if (en >= 2 && en > es * 2) return 'en';
  if (es >= 1 && en === 0 && words.length <= 3) return 'es';
  if (en >= 1 && es === 0 && words.length <= 3) return 'en';
  return null;
}
