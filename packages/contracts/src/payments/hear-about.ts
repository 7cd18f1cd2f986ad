import { z } from 'zod';
import { contentSchema } from '../envelope';

/** `POST hear-about/company/{company_id}`: how the founder heard of Forja, kept with the campaign values. */
export const HEAR_ABOUT_PATH = 'hear-about/company/:company_id';

export const HEAR_ABOUT_SOURCES = [
  'search',
  'social_media',
  'friend',
  'accountant',
  'amazon',
  'event',
  'news',
  'other',
] as const;
export type HearAboutSource = (typeof HEAR_ABOUT_SOURCES)[number];

export const hearAboutBodySchema = z.object({
  source: z.enum(HEAR_ABOUT_SOURCES),
  detail: z.string().trim().max(300).nullish(),
});
export type HearAboutBody = z.infer<typeof hearAboutBodySchema>;

export const hearAboutSchema = hearAboutBodySchema.extend({
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type HearAbout = z.infer<typeof hearAboutSchema>;
export const hearAboutResponseSchema = contentSchema(hearAboutSchema.nullable());
