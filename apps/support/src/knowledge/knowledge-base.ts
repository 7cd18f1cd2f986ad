import {
  FAQ_CATEGORY_KEYS,
  SUPPORT_ANSWER_LANGUAGES,
  type SupportAnswerLanguage,
  type SupportLanguage,
} from '@forja/contracts';
import { z } from 'zod';
import { foldText } from '../bot/text-analysis';
import categoriesData from './categories.json';
import entriesEn from './faqs.en.json';
import entriesEs from './faqs.es.json';
import entriesZhCn from './faqs.zh_cn.json';

const KEY = /^[a-z][a-z0-9_]*$/;
const localizedNameSchema = z.object({
  es: z.string().trim().min(1),
  en: z.string().trim().min(1),
  zh_cn: z.string().trim().min(1),
});
export type LocalizedName = z.infer<typeof localizedNameSchema>;

const subcategorySchema = z.object({
  key: z.string().regex(KEY),
  name: localizedNameSchema,
  /**
   * Questions of this subtopic are answered by a person: Forja does not handle it in the product, so the
   * knowledge gives general information and always offers a request.
   */
  hand_off: z.boolean().optional(),
});
export type SubcategoryDefinition = z.infer<typeof subcategorySchema>;

const categorySchema = z.object({
  key: z.enum(FAQ_CATEGORY_KEYS),
  name: localizedNameSchema,
  subcategories: z.array(subcategorySchema),
});
export type CategoryDefinition = z.infer<typeof categorySchema>;

/** One question and its answer in one language; `id` is shared by its es, en and zh_cn versions. */
export const faqEntrySchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/),
  category: z.enum(FAQ_CATEGORY_KEYS),
  /** Null only in categories without subcategories ('other_inquiry'). */
  subcategory: z.string().regex(KEY).nullable(),
  question: z.string().trim().min(1),
  /** Other ways people ask the same thing. */
  phrasings: z.array(z.string().trim().min(1)),
  /** Words and short phrases people use for the topic (synonyms, acronyms, official names). */
  keywords: z.array(z.string().trim().min(1)),
  /** May hold `{{price:<product key>}}`, filled from the catalogue when answered. */
  answer: z.string().trim().min(1),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export type KnowledgeBase = {
  /** In the order the widget shows them. */
  categories: readonly CategoryDefinition[];
  entries: Readonly<Record<SupportAnswerLanguage, readonly FaqEntry[]>>;
};

export type KnowledgeBaseInput = {
  categories: unknown;
  entries: Record<SupportAnswerLanguage, unknown>;
};

export class KnowledgeBaseError extends Error {
  override name = 'KnowledgeBaseError';
}

/**
 * Parses and cross-checks knowledge data: every category of the contract once, subcategories that exist,
 * ids unique per language, and the same ids with the same category and subcategory in es and en.
 */
export function parseKnowledgeBase(input: KnowledgeBaseInput): KnowledgeBase {
  const categories = z.array(categorySchema).parse(input.categories);
  const entries = {
    es: z.array(faqEntrySchema).parse(input.entries.es),
    en: z.array(faqEntrySchema).parse(input.entries.en),
    zh_cn: z.array(faqEntrySchema).parse(input.entries.zh_cn),
  };
  const problems: string[] = [];

  const categoryKeys = categories.map((category) => category.key);
  if (categoryKeys.join() !== FAQ_CATEGORY_KEYS.join()) {
    problems.push(`categories must be exactly ${FAQ_CATEGORY_KEYS.join(', ')} in that order`);
  }
  for (const category of categories) {
    const keys = category.subcategories.map((subcategory) => subcategory.key);
    if (new Set(keys).size !== keys.length) problems.push(`${category.key}: duplicate subcategory keys`);
  }

  const byKey = new Map(categories.map((category) => [category.key, category]));
  for (const language of SUPPORT_ANSWER_LANGUAGES) {
    const seen = new Set<string>();
    for (const entry of entries[language]) {
      if (seen.has(entry.id)) problems.push(`${language}: duplicate id ${entry.id}`);
      seen.add(entry.id);
      const category = byKey.get(entry.category);
      const hasSubcategories = (category?.subcategories.length ?? 0) > 0;
      if (entry.subcategory === null) {
        if (hasSubcategories)
          problems.push(`${language}: ${entry.id} needs a subcategory of ${entry.category}`);
      } else if (!category?.subcategories.some((subcategory) => subcategory.key === entry.subcategory)) {
        problems.push(
          `${language}: ${entry.id} has unknown subcategory ${entry.category}/${entry.subcategory}`,
        );
      }
    }
  }

  const spanish = new Map(entries.es.map((entry) => [entry.id, entry]));
  for (const language of ['en', 'zh_cn'] as const) {
    const ids = new Set(entries[language].map((entry) => entry.id));
    for (const entry of entries[language]) {
      const twin = spanish.get(entry.id);
      if (!twin) problems.push(`${language}: ${entry.id} has no es version`);
      else if (twin.category !== entry.category || twin.subcategory !== entry.subcategory) {
        problems.push(`${entry.id} is filed differently in es and ${language}`);
      }
    }
    for (const entry of entries.es) {
      if (!ids.has(entry.id)) problems.push(`${entry.id} has no ${language} version`);
    }
  }

  if (problems.length > 0) throw new KnowledgeBaseError(`Invalid knowledge base: ${problems.join('; ')}`);
  return { categories, entries };
}

/** The knowledge base kept in this folder's JSON files. */
export function loadKnowledgeBase(): KnowledgeBase {
  return parseKnowledgeBase({
    categories: categoriesData,
    entries: { es: entriesEs, en: entriesEn, zh_cn: entriesZhCn },
  });
}

const sameText = (a: string, b: string) => foldText(a).trim() === foldText(b).trim();

const isNamed = (name: LocalizedName, value: string) =>
  sameText(name.es, value) || sameText(name.en, value) || sameText(name.zh_cn, value);

/** A category by its key, or by its name in any language (ignoring case and accents); null when unknown. */
export function findCategory(knowledgeBase: KnowledgeBase, value: string): CategoryDefinition | null {
  return (
    knowledgeBase.categories.find((category) => category.key === value || isNamed(category.name, value)) ??
    null
  );
}

/** A subcategory of a category by its key, or by its name in any language; null when unknown. */
export function findSubcategory(category: CategoryDefinition, value: string): SubcategoryDefinition | null {
  return (
    category.subcategories.find(
      (subcategory) => subcategory.key === value || isNamed(subcategory.name, value),
    ) ?? null
  );
}

/** A topic's name as the interface shows it: in es, en or zh_cn. */
export function nameIn(name: LocalizedName, language: SupportLanguage): string {
  return name[language];
}
