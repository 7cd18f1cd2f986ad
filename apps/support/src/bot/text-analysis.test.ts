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

describe('analyze', () => {
  it('drops stop words and reads plurals and everyday words as the knowledge base writes them', () => {
    expect(analyze('¿Cuáles son los requisitos de las sociedades?', 'es')).toEqual(['requisito', 'sociedad']);
    expect(analyze('¿Qué papeles ocupo?', 'es')).toEqual(['papel', 'necesito']);
    expect(analyze('How do I get the FIEL?', 'en')).toEqual(['efirma']);
    expect(analyze('Which companies are invoicing?', 'en')).toEqual(['company', 'invoic']);
    expect(analyze('the invoice was approved', 'en')).toEqual(['invoic', 'approv']);
  });
});

describe('detectLanguage', () => {
  it.each([
    ['¿Cómo saco mi RFC?', 'es'],
    ['que necesito para abrir la cuenta', 'es'],
    ['How do I get my RFC?', 'en'],
    ['what is the price of the package', 'en'],
    ['RFC', null],
    ['SAPI vs SAS', null],
    ['我想开公司', null],
  ])('%s -> %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
