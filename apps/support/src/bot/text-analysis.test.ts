import { describe, expect, it } from 'vitest';
import { analyze, detectLanguage, foldText, tokenize } from './text-analysis';

describe('foldText', () => {
  it('removes accents and case, so Spanish matches however it is typed', () => {
    expect(foldText('Constitución')).toBe('constitucion');
    expect(foldText('CONSTITUCIÓN')).toBe('constitucion');
    expect(foldText('Constitucio\u0301n')).toBe('constitucion'); // already decomposed (NFD) input
    expect(foldText('Año, Cónyuge, Güero')).toBe('ano, conyuge, guero');
  });
});

describe('tokenize', () => {
  it('keeps society types and e.firma as single words', () => {
    expect(tokenize('¿Qué es una S.A.S.?')).toEqual(['que', 'es', 'una', 'sas']);
    expect(tokenize('S.A. de C.V. o S.A.P.I. de C.V.')).toEqual(['sa', 'de', 'cv', 'o', 'sapi', 'de', 'cv']);
    expect(tokenize('la e.firma, la e-firma y la efirma')).toEqual([
      'la',
      'efirma',
      'la',
      'efirma',
      'y',
      'la',
      'efirma',
    ]);
    expect(tokenize('my e-mail')).toEqual(['my', 'email']);
  });
});

describe('tokenize in Chinese', () => {
  it('splits Chinese into words and keeps Latin terms inside it', () => {
    expect(tokenize('注册公司需要多少钱？RFC怎么办理')).toEqual([
      '注册',
      '公司',
      '需要',
      '多少钱',
      'rfc',
      '怎么',
      '办理',
    ]);
  });
});

describe('analyze', () => {
  it('drops stop words and numbers, and reads word forms, synonyms and misspellings as one term', () => {
    expect(analyze('¿Cuáles son los requisitos de las sociedades?', 'es')).toEqual(['requisit', 'sociedad']);
    expect(analyze('requisito', 'es')).toEqual(analyze('requisitos', 'es'));
    expect(analyze('¿Qué papeles ocupo?', 'es')).toEqual(['document', 'necesit']);
    expect(analyze('constitucion', 'es')).toEqual(analyze('Constitución', 'es'));
    expect(analyze('la comisaria', 'es')).toEqual(analyze('el comisario', 'es'));
    expect(analyze('¿se puede repetir?', 'es')).toEqual(analyze('intentarlo', 'es'));
    expect(analyze('How do I get the FIEL?', 'en')).toEqual(['efirma']);
    expect(analyze('Which companies are invoicing?', 'en')).toEqual(['compani', 'invoic']);
    expect(analyze('the invoice was approved in 2024', 'en')).toEqual(['invoic', 'approv']);
    expect(analyze('股东需要什么文件', 'zh_cn')).toEqual(['合伙人', '需要', '文件']);
    // Possessives and counters the segmenter keeps whole are function words, as 我们的 already was.
    expect(analyze('我的会计需要一些文件', 'zh_cn')).toEqual(['会计', '需要', '文件']);
  });

  it('reads a tax regime code as a tax regime, not as a number to drop', () => {
    expect(analyze('régimen 626', 'es')).toEqual(analyze('régimen', 'es'));
    expect(analyze('regime 612', 'en')).toEqual(analyze('regime', 'en'));
    expect(analyze('房东的606', 'zh_cn')).toContain('税务制度');
    expect(analyze('el 700', 'es')).toEqual([]);
  });

  it('names a symbol asked about, which the tokenizer drops, but not one inside an address or a code', () => {
    expect(analyze('公司名字可以有@或者#吗', 'zh_cn')).toEqual(
      expect.arrayContaining(analyze('特殊字符', 'zh_cn')),
    );
    expect(analyze('¿el nombre puede llevar @ ?', 'es')).toEqual(
      expect.arrayContaining(analyze('caracteres especiales', 'es')),
    );
    expect(analyze('my formula says #N/A', 'en')).not.toEqual(
      expect.arrayContaining(analyze('special characters', 'en')),
    );
  });

  it('reads 付过款 (paid) as 付款', () => {
    const terms = analyze('已经付过款的公司可以删除吗', 'zh_cn');
    expect(terms).toContain(analyze('付款', 'zh_cn')[0]);
    expect(terms).not.toContain('过');
  });

  it('keeps signing up (the account) apart from signing the articles, and reads a corp as a company', () => {
    expect(analyze('what do I fill in when signing up', 'en')).not.toContain(analyze('signing', 'en')[0]);
    expect(analyze('sign-up', 'en')).toEqual(analyze('signup', 'en'));
    expect(analyze('my delaware corp', 'en')).toEqual(analyze('my delaware company', 'en'));
  });

  it("keeps the accountant apart from a bank account, though English stems both to 'account'", () => {
    expect(analyze('my accountant', 'en')).toEqual(['contador']);
    expect(analyze('my bank account', 'en')).toEqual(['bank', 'account']);
    expect(analyze('the accounting service', 'en')).toContain('contabilidad');
    expect(analyze('my cofounder', 'en')).toEqual(analyze('my partner', 'en'));
  });
});

describe('analyze, words that ask for an estimate', () => {
  it('reads "more or less", "roughly" and 大概 as no words of the question, so a price or a time is all it asks', () => {
    expect(analyze('¿y cuánto me va a costar más o menos?', 'es')).toEqual(analyze('¿cuánto cuesta?', 'es'));
    expect(analyze('¿Cuánto tarda aproximadamente?', 'es')).toEqual(analyze('¿Cuánto tarda?', 'es'));
    expect(analyze('roughly how much will it cost me?', 'en')).toEqual(['price']);
    expect(analyze('approx how much?', 'en')).toEqual([]);
    // The segmenter reads 大概要多久 as 大 + 概要 ("summary") unless 大概 goes first.
    expect(analyze('注册公司大概要多久？', 'zh_cn')).toEqual(analyze('注册公司要多久？', 'zh_cn'));
    expect(analyze('要多久才能成立公司？', 'zh_cn')).not.toContain('才能');
  });

  it('reads the price and time verbs as people conjugate them as the price and the time', () => {
    expect(analyze('¿cuánto costaría?', 'es')).toEqual(analyze('¿cuál es el precio?', 'es'));
    expect(analyze('¿cuánto dura?', 'es')).toEqual(analyze('¿cuánto tiempo?', 'es'));
  });

  it('reads forming a company as incorporating it, not as a form to fill in', () => {
    expect(analyze('how long does it take to form the company?', 'en')).toEqual(
      analyze('how long does it take to incorporate the company?', 'en'),
    );
    expect(analyze('how long does the sign-up form take?', 'en')).toContain('form');
  });
});

describe('detectLanguage', () => {
  it.each([
    ['¿Cómo saco mi RFC?', 'es'],
    ['que necesito para abrir la cuenta', 'es'],
    ['cuanto cuesta?', 'es'],
    ['How do I get my RFC?', 'en'],
    ['what is the price of the package', 'en'],
    ['RFC', null],
    ['SAPI vs SAS', null],
    // A Spanish term with its accent inside an English question does not make it Spanish.
    ['padrón de importadores vs RNIE - same thing?', null],
    ['is the denominación the same as the trade name?', 'en'],
    ['qué es la denominación', 'es'],
    ['我想开公司', 'zh_cn'],
    ['RFC是什么', 'zh_cn'],
  ])('%s -> %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
