import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';
import { describe, expect, it } from 'vitest';
import {
  composeAnswer,
  ivaCalculation,
  placeholdersOf,
  priceText,
  UnknownPlaceholderError,
  withoutYesNoOpening,
} from './answer-composer';

describe('priceText', () => {
  it('states a price before and with IVA, yearly where the product is, in each language', () => {
    expect(priceText(DEFAULT_CATALOGUE, 'formation', 'es')).toBe('$12,500 MXN más IVA ($14,500 MXN con IVA)');
    expect(priceText(DEFAULT_CATALOGUE, 'accountant', 'en')).toBe(
      '$18,000 MXN plus IVA a year ($20,880 MXN with IVA)',
    );
    expect(priceText(DEFAULT_CATALOGUE, 'formation_representation', 'zh_cn')).toBe(
      '$18,900 MXN（不含增值税 IVA；含税 $21,924 MXN）',
    );
    expect(priceText(DEFAULT_CATALOGUE, 'no_such_product', 'es')).toBeNull();
  });
});

describe('composeAnswer', () => {
  it('fills the placeholders from the catalogue and refuses one it lacks', () => {
    const text = 'El comisario cuesta {{price:commissary_service}}.';
    expect(placeholdersOf(text)).toEqual(['commissary_service']);
    expect(composeAnswer(text, 'es', DEFAULT_CATALOGUE)).toBe(
      'El comisario cuesta $6,000 MXN más IVA al año ($6,960 MXN con IVA).',
    );
    expect(() => composeAnswer('{{price:yacht}}', 'es', DEFAULT_CATALOGUE)).toThrow(UnknownPlaceholderError);
  });

  it('drops a bare yes or no at the start, keeping the fact', () => {
    expect(withoutYesNoOpening('Sí. La S.A.S. admite un solo socio.')).toBe(
      'La S.A.S. admite un solo socio.',
    );
    expect(withoutYesNoOpening('No, the SAS needs no commissary.')).toBe('The SAS needs no commissary.');
    expect(withoutYesNoOpening('Nosotros lo hacemos.')).toBe('Nosotros lo hacemos.');
  });
});

describe('ivaCalculation', () => {
  it('keeps an amount said to be before IVA as one, though the question asks the total with IVA', () => {
    expect(ivaCalculation('me cobra 10,000 sin iva, cuanto es con iva?', 'es', DEFAULT_CATALOGUE)).toBe(
      'El IVA (16 %) de $10,000 MXN es $1,600 MXN; el total con IVA es $11,600 MXN.',
    );
    expect(ivaCalculation('不含税 5000，含税多少？IVA 是多少', 'zh_cn', DEFAULT_CATALOGUE)).toContain(
      '含税总额为 $5,800 MXN',
    );
  });

  it('splits an amount said to include IVA into the amount before IVA and its IVA, in every language', () => {
    expect(
      ivaCalculation(
        'me paso un total de 9,280 con iva incluido, cuanto es sin iva?',
        'es',
        DEFAULT_CATALOGUE,
      ),
    ).toBe('$9,280 MXN con IVA incluido son $8,000 MXN antes de IVA más $1,280 MXN de IVA (16 %).');
    expect(
      ivaCalculation('the invoice is 11,600 incl. VAT, what is it before tax?', 'en', DEFAULT_CATALOGUE),
    ).toBe('$11,600 MXN including IVA is $10,000 MXN before IVA plus $1,600 MXN of IVA (16 % VAT).');
    expect(ivaCalculation('含税 5800，不含税是多少？IVA 多少', 'zh_cn', DEFAULT_CATALOGUE)).toContain(
      '不含税 $5,000 MXN',
    );
  });

  it('works out the IVA of the amount a message names, at the catalogue rate', () => {
    expect(ivaCalculation('me cobra 10,000 + iva, cuanto es el iva?', 'es', DEFAULT_CATALOGUE)).toBe(
      'El IVA (16 %) de $10,000 MXN es $1,600 MXN; el total con IVA es $11,600 MXN.',
    );
    expect(ivaCalculation('contractor charges 20k + VAT', 'en', DEFAULT_CATALOGUE)).toContain('$23,200 MXN');
    expect(ivaCalculation('¿cuánto es el IVA?', 'es', DEFAULT_CATALOGUE)).toBeNull();
    expect(ivaCalculation('cuesta 10,000', 'es', DEFAULT_CATALOGUE)).toBeNull();
  });

  it('says that an amount which is one of the catalogue prices is before IVA', () => {
    expect(ivaCalculation('amazon package 24,900 - is that w/ IVA?', 'en', DEFAULT_CATALOGUE)).toBe(
      '$24,900 MXN is one of our prices before IVA (plus IVA): with IVA you pay $28,884 MXN. ' +
        'The IVA (16 % VAT) on $24,900 MXN is $3,984 MXN; the total with IVA is $28,884 MXN.',
    );
    expect(ivaCalculation('me cobra 10,000 + iva', 'es', DEFAULT_CATALOGUE)).not.toContain(
      'nuestros precios',
    );
  });

  it('reads a rate as a rate, not as an amount to work out', () => {
    expect(
      ivaCalculation('is IVA 16%? are your prices with or without it', 'en', DEFAULT_CATALOGUE),
    ).toBeNull();
    expect(ivaCalculation('el iva es del 16 por ciento?', 'es', DEFAULT_CATALOGUE)).toBeNull();
    expect(ivaCalculation('iva 16% de 5000', 'es', DEFAULT_CATALOGUE)).toContain('$5,800 MXN');
  });
});
