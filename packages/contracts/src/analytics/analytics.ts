import { z } from 'zod';
import { contentSchema } from '../envelope';

/*
 * Usage analytics with consent first: the events a consenting browser sends to Forja's own API
 * (the `local` provider), and the back office's funnel read from them.
 */

/** Page views and leaves, then the key product events, in funnel order. */
export const ANALYTICS_FUNNEL_EVENTS = [
  'sign_up',
  'email_confirmed',
  'company_created',
  'checkout_started',
  'paid',
  'partner_invited',
  'partner_completed',
  'documents_approved',
  'signed',
  'rfc',
  'bank_chosen',
] as const;
export const ANALYTICS_EVENT_NAMES = ['page_view', 'page_leave', ...ANALYTICS_FUNNEL_EVENTS] as const;
export const analyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;
export type AnalyticsFunnelEvent = (typeof ANALYTICS_FUNNEL_EVENTS)[number];

/** Limits of one batch: what the ingestion endpoint accepts (anything else is 400 invalid_request). */
export const ANALYTICS_MAX_BATCH = 100;
export const ANALYTICS_MAX_PROPERTIES = 20;
const boundedText = (max: number) =>
  z
    .string()
    .max(max)
    // No markup: analytics never stores HTML.
    .refine((value) => !/[<>]/.test(value), { message: 'no_markup' });

/** Property values: short text (no markup), numbers, booleans or null; keys in snake_case. */
export const analyticsPropertiesSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    z.union([boundedText(200), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine((value) => Object.keys(value).length <= ANALYTICS_MAX_PROPERTIES, {
    message: 'too_many_properties',
  });

export const analyticsEventSchema = z.object({
  name: analyticsEventNameSchema,
  route_name: boundedText(60).nullable().optional(),
  /** The full path with its query (campaign values), at most 500 characters. */
  path: boundedText(500).nullable().optional(),
  properties: analyticsPropertiesSchema.optional(),
  /** When it happened in the browser (ISO 8601); the server keeps it if within a day of its own clock. */
  occurred_at: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  /** The browser's anonymous id (a UUID), or the analytics distinct id once identified. */
  distinct_id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  session_id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  /** The consent the browser holds for analytics: anything but `granted` is dropped unread. */
  consent: z.enum(['pending', 'denied', 'granted']),
  utm: z
    .partialRecord(
      z.enum(['utm_id', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']),
      boundedText(200),
    )
    .optional(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export const analyticsBatchResponseSchema = contentSchema(
  z.object({ stored: z.number().int().nonnegative() }),
);

/** `GET backoffice/analytics/funnel?weeks=N&campaign=…` (staff): people reaching each step, by week. */
export const BACKOFFICE_ANALYTICS_FUNNEL_PATH = 'analytics/funnel';
export const analyticsFunnelQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(8),
  /** utm_campaign to restrict to; empty: every campaign. */
  campaign: z.string().max(200).optional(),
});
export const analyticsFunnelSchema = z.object({
  /** Monday of each week (YYYY-MM-DD), oldest first. */
  weeks: z.array(z.string()),
  steps: z.array(
    z.object({
      event: z.enum(ANALYTICS_FUNNEL_EVENTS),
      /** Distinct people per week, in `weeks` order. */
      counts: z.array(z.number().int().nonnegative()),
      total: z.number().int().nonnegative(),
      /** Median hours from the previous step to this one (people who did both), null when nobody did. */
      median_hours_from_previous: z.number().nullable(),
    }),
  ),
  /** The campaigns seen (utm_campaign) with people who signed up through each. */
  campaigns: z.array(z.object({ campaign: z.string(), people: z.number().int().nonnegative() })),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;
export const analyticsFunnelResponseSchema = contentSchema(analyticsFunnelSchema);
