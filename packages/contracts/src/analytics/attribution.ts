import { z } from 'zod';

/** One campaign touch: the utm values of one of the founder's recorded interactions, and when it happened. */
export const campaignTouchSchema = z.object({
  utm_id: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string(),
  utm_content: z.string(),
  at: z.string(),
});
export type CampaignTouch = z.infer<typeof campaignTouchSchema>;

/**
 * A company's campaign attribution, from its founder's recorded campaign values (store-utms-interaction):
 * the first touch is the earliest one with a utm_source or utm_campaign, the last touch the latest such one
 * at or before the company's creation. Null when there is none.
 */
export const companyAttributionSchema = z.object({
  first_touch: campaignTouchSchema.nullable(),
  last_touch: campaignTouchSchema.nullable(),
});
export type CompanyAttribution = z.infer<typeof companyAttributionSchema>;
