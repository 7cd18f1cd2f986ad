import { z } from 'zod';

/**
 * What the draft articles of incorporation still lack before the partners may confirm and sign them, by where
 * it is given: the society type, the authorised legal name, the partners (names, how many, who may hold), their
 * holdings, the social domicile, the business activities, the administration (sole administrator or board),
 * the commissary (S.A. de C.V., S.A.P.I.), and the identity check of each partner who is a person.
 */
export const ARTICLES_MISSING_ITEMS = [
  'society_type',
  'legal_name',
  'partners',
  'shares',
  'domicile',
  'activities',
  'administration',
  'commissary',
  'identity',
] as const;
export type ArticlesMissingItem = (typeof ARTICLES_MISSING_ITEMS)[number];

/** One thing the articles lack; `partner_id` and `name` say whose it is when it is a partner's. */
export const articlesMissingSchema = z.object({
  item: z.enum(ARTICLES_MISSING_ITEMS),
  partner_id: z.number().int().nullable(),
  name: z.string().nullable(),
});
export type ArticlesMissing = z.infer<typeof articlesMissingSchema>;
