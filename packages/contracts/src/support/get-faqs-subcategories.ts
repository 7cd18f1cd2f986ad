import { z } from 'zod';
import { contentSchema } from '../envelope';
import { supportLanguageSchema } from './support-language';

/** `GET /ai/get-faqs-subcategories/{lang}/{category}`, relative to SUPPORT_BASE. */
export const GET_FAQS_SUBCATEGORIES_PATH = 'get-faqs-subcategories';

export const getFaqsSubcategoriesParamsSchema = z.object({
  lang: supportLanguageSchema,
  /** A category key from get-faqs-categories (its name in es or en is accepted too). */
  category: z.string().trim().min(1).max(200),
});
export type GetFaqsSubcategoriesParams = z.infer<typeof getFaqsSubcategoriesParamsSchema>;

export const faqSubcategorySchema = z.object({
  key: z.string(),
  name: z.string(),
});
export type FaqSubcategory = z.infer<typeof faqSubcategorySchema>;

export const getFaqsSubcategoriesResponseSchema = contentSchema(
  z.object({ subcategories: z.array(faqSubcategorySchema) }),
);
export type GetFaqsSubcategoriesResponse = z.infer<typeof getFaqsSubcategoriesResponseSchema>;
