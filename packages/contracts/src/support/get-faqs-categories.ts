import { z } from 'zod';
import { contentSchema } from '../envelope';
import { supportLanguageSchema } from './support-language';

/** `GET /ai/get-faqs-categories/?lang=es|en|zh_cn`, relative to SUPPORT_BASE. */
export const GET_FAQS_CATEGORIES_PATH = 'get-faqs-categories';

/**
 * The request categories of spec section 3, in the order the widget shows them. The key is what the
 * widget sends back as `category`; each key is also the category's icon key in @forja/domain
 * (REQUEST_CATEGORY_ICONS, which adds `generic`).
 */
export const FAQ_CATEGORY_KEYS = [
  'incorporation',
  'bank_opening',
  'amazon_import',
  'accounting',
  'contracting_advice',
  'import_registration',
  'other_inquiry',
  'documentation',
] as const;
export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number];

/** 'Otra consulta' / 'Other inquiry': it has no subcategories, so the widget skips that step. */
export const FAQ_OTHER_INQUIRY_CATEGORY: FaqCategoryKey = 'other_inquiry';

export const getFaqsCategoriesQuerySchema = z.object({
  lang: supportLanguageSchema.default('es'),
});
export type GetFaqsCategoriesQuery = z.infer<typeof getFaqsCategoriesQuerySchema>;

export const faqCategorySchema = z.object({
  key: z.enum(FAQ_CATEGORY_KEYS),
  name: z.string(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const getFaqsCategoriesResponseSchema = contentSchema(
  z.object({ categories: z.array(faqCategorySchema) }),
);
export type GetFaqsCategoriesResponse = z.infer<typeof getFaqsCategoriesResponseSchema>;
