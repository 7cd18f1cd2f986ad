import { z } from 'zod';

/** The six campaign values (spec section 3), sent by the web app as the JSON x_utm_tags header. */
export const UTM_FIELDS = [
  'utm_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export const utmTagsSchema = z.object(
  Object.fromEntries(UTM_FIELDS.map((field) => [field, z.string().max(500).default('')])) as Record<
    (typeof UTM_FIELDS)[number],
    z.ZodDefault<z.ZodString>
  >,
);
export type UtmTags = z.infer<typeof utmTagsSchema>;
