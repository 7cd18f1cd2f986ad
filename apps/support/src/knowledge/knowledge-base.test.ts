import { FAQ_CATEGORY_KEYS } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';
import { placeholdersOf } from '../bot/answer-composer';
import { foldText } from '../bot/text-analysis';
import categoriesData from './categories.json';
import entriesEn from './faqs.en.json';
import entriesEs from './faqs.es.json';
import entriesZhCn from './faqs.zh_cn.json';
import {
  findCategory,
  findSubcategory,
  KnowledgeBaseError,
  loadKnowledgeBase,
  parseKnowledgeBase,
} from './knowledge-base';

const knowledgeBase = loadKnowledgeBase();

describe('the knowledge base', () => {
  it('has every request category of the spec, in order', () => {
    expect(knowledgeBase.categories.map((category) => category.key)).toEqual([...FAQ_CATEGORY_KEYS]);
    expect(knowledgeBase.categories.map((category) => category.name.es)).toContain('Otra consulta');
    expect(findCategory(knowledgeBase, 'other_inquiry')?.subcategories).toEqual([]);
  });

  it.each(['es', 'en', 'zh_cn'] as const)(
    'holds at least 60 entries in %s, in every category and subcategory',
    (language) => {
      const entries = knowledgeBase.entries[language];
      expect(entries.length).toBeGreaterThanOrEqual(60);
      for (const category of knowledgeBase.categories) {
        expect(
          entries.some((entry) => entry.category === category.key),
          category.key,
        ).toBe(true);
        for (const subcategory of category.subcategories) {
          const filed = entries.filter(
            (entry) => entry.category === category.key && entry.subcategory === subcategory.key,
          );
          expect(filed.length, `${category.key}/${subcategory.key}`).toBeGreaterThan(0);
        }
      }
    },
  );

  it('keeps the same ids in es and en', () => {
    const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id).sort();
    expect(ids(knowledgeBase.entries.en)).toEqual(ids(knowledgeBase.entries.es));
  });

  it('offers a person only where it says so: no answer but contact_human contains the create-request phrase', () => {
    const offering = (entries: readonly { id: string; answer: string }[], phrase: string) =>
      entries.filter((entry) => entry.answer.includes(phrase)).map((entry) => entry.id);
    expect(offering(knowledgeBase.entries.es, 'crear solicitud')).toEqual(['other.contact_human']);
    expect(offering(knowledgeBase.entries.en, 'create request')).toEqual(['other.contact_human']);
  });

  /**
   * Wording that promises product features not built yet: an "e.firma section" (the page is "SAT y e.firma")
   * and the commissary's own flow. Until they exist, answers say that Forja's team takes those steps and
   * writes by e-mail. The list shrinks as the features land: drop a feature's phrases in the change that
   * builds it (signing, the deed, the testimonio's delivery with tracking, the RFC, the e.firma appointment,
   * the Banks, Bank account and Import pages have landed, so answers describe them).
   */
  const UNBUILT_FEATURE_PROMISES = {
    es: ['sección de e.firma', 'sección e.firma', 'comisario recibe un enlace'],
    en: ['e.firma section', 'commissary receives a link'],
  } as const;

  it.each(['es', 'en'] as const)('promises no feature that is not built yet, in %s', (language) => {
    const promises = knowledgeBase.entries[language].flatMap((entry) =>
      UNBUILT_FEATURE_PROMISES[language]
        .filter((phrase) => foldText(entry.answer).includes(foldText(phrase)))
        .map((phrase) => `${entry.id}: “${phrase}”`),
    );
    expect(promises).toEqual([]);
  });

  it.each([
    ['es', 'página Bancos', 'página Importación', 'Cuenta bancaria', 'No me interesa por ahora'],
    ['en', 'Banks page', 'Import page', 'Bank account page', 'Not interested for now'],
  ] as const)(
    'sends bank and import questions to their pages, not to e-mails, in %s',
    (language, banks, importPage, bankAccount, notInterested) => {
      const entries = knowledgeBase.entries[language];
      const answer = (id: string) => entries.find((entry) => entry.id === id)?.answer ?? '';
      for (const id of ['bank.when', 'bank.which', 'bank.status', 'bank.not_interested'])
        expect(answer(id)).toContain(banks);
      expect(answer('bank.when')).toContain('CLABE');
      expect(answer('bank.when')).toContain(bankAccount);
      expect(answer('bank.not_interested')).toContain(notInterested);
      for (const id of ['import.registry', 'import.status', 'amazon.timeline', 'amazon.requirements'])
        expect(answer(id)).toContain(importPage);
      const byEmail =
        /coordina.{0,40}por correo|te escribe por correo|coordinates.{0,60}e-mails you|e-mails you at each step/;
      const stale = entries
        .filter((entry) => ['bank_opening', 'amazon_import', 'import_registration'].includes(entry.category))
        .filter((entry) => byEmail.test(entry.answer))
        .map((entry) => entry.id);
      expect(stale).toEqual([]);
    },
  );

  it.each(['es', 'en'] as const)(
    'answers every step of reviewing and signing the articles in the product, in %s',
    (language) => {
      const signing = knowledgeBase.entries[language].filter((entry) => entry.subcategory === 'signing');
      expect(signing.map((entry) => entry.id)).toEqual(
        expect.arrayContaining([
          'signing.how',
          'signing.review',
          'signing.partner_link',
          'signing.code',
          'signing.decline',
          'signing.pending',
          'signing.completed',
        ]),
      );
      const answer = (id: string) => signing.find((entry) => entry.id === id)?.answer ?? '';
      // The product's limits, stated alike in both languages: a 6-digit code valid 10 minutes with 5 attempts,
      // e-mailed links valid 30 days, reminders after two days, SHA-256 fingerprints in the certificate.
      expect(answer('signing.code')).toMatch(/6[ -]d[ií]git.*10 minut.*5 (?:intentos|attempts)/s);
      expect(answer('signing.partner_link')).toMatch(/30 d(?:ías|ays)/);
      expect(answer('signing.pending')).toMatch(/(?:dos días|two days)/);
      expect(answer('signing.completed')).toContain('SHA-256');
    },
  );

  it('refuses data whose languages disagree or whose subcategories do not exist', () => {
    const [first, ...rest] = entriesEn;
    expect(() =>
      parseKnowledgeBase({
        categories: categoriesData,
        entries: { es: entriesEs, en: rest, zh_cn: entriesZhCn },
      }),
    ).toThrow(KnowledgeBaseError);
    const misfiled = { ...first, subcategory: 'no_such_subcategory' };
    expect(() =>
      parseKnowledgeBase({
        categories: categoriesData,
        entries: { es: entriesEs, en: [misfiled, ...rest], zh_cn: entriesZhCn },
      }),
    ).toThrow(/unknown subcategory/);
    expect(() =>
      parseKnowledgeBase({
        categories: categoriesData.slice(1),
        entries: { es: entriesEs, en: entriesEn, zh_cn: entriesZhCn },
      }),
    ).toThrow(KnowledgeBaseError);
  });
});

describe('findCategory and findSubcategory', () => {
  it('find a topic by key or by name in either language, ignoring case and accents', () => {
    for (const value of ['incorporation', 'Constitución', 'constitucion', ' INCORPORATION ']) {
      expect(findCategory(knowledgeBase, value)?.key, value).toBe('incorporation');
    }
    expect(findCategory(knowledgeBase, 'Carga, revision y aprobacion de mi documentacion')?.key).toBe(
      'documentation',
    );
    expect(findCategory(knowledgeBase, 'Recetas de cocina')).toBeNull();

    const incorporation = findCategory(knowledgeBase, 'incorporation');
    expect(incorporation && findSubcategory(incorporation, 'Tipos de sociedad')?.key).toBe('society_types');
    expect(incorporation && findSubcategory(incorporation, 'legal_name')?.key).toBe('legal_name');
    expect(incorporation && findSubcategory(incorporation, 'cooking')).toBeNull();
  });
});

describe('the answers', () => {
  it.each(['es', 'en', 'zh_cn'] as const)(
    'in %s take prices only from the catalogue and never open with a bare yes or no',
    (language) => {
      const products = new Set(DEFAULT_CATALOGUE.products.map((product) => product.key));
      for (const entry of knowledgeBase.entries[language]) {
        for (const key of placeholdersOf(entry.answer)) expect(products, entry.id).toContain(key);
        expect(entry.answer, entry.id).not.toMatch(/\$\s?\d|\d[\d,.]*\s?(?:MXN|pesos|比索)/);
        expect(foldText(entry.answer), entry.id).not.toMatch(
          /^(?:si|no|yes)[.,!]|^(?:是的?|不是|可以|不可以)[。，！]/,
        );
      }
    },
  );

  it('state the same prices in the three languages', () => {
    for (const entry of knowledgeBase.entries.es) {
      const prices = placeholdersOf(entry.answer).sort();
      for (const language of ['en', 'zh_cn'] as const) {
        const twin = knowledgeBase.entries[language].find((candidate) => candidate.id === entry.id);
        expect(placeholdersOf(twin?.answer ?? '').sort(), `${language} ${entry.id}`).toEqual(prices);
      }
    }
  });
});
