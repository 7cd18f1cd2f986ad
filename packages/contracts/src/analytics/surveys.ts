import { z } from 'zod';
import { contentSchema } from '../envelope';

/*
 * Satisfaction surveys after payment and after signing: asked once per person, company and step,
 * rated on the step's scale, banded on the server (the domain's surveyBand), or dismissed.
 */

export const SURVEY_STEPS = ['payment', 'signing'] as const;
export const surveyStepSchema = z.enum(SURVEY_STEPS);
export type SurveyStep = z.infer<typeof surveyStepSchema>;

/**
 * The rating scale of each step (one of the domain's SURVEY_SCALES 3, 5 or 10): payment is rated 1-5;
 * signing is NPS-style, 0-10 "how likely are you to recommend Forja".
 */
export const SURVEY_STEP_SCALES = { payment: 5, signing: 10 } as const satisfies Record<
  SurveyStep,
  3 | 5 | 10
>;

/** The lowest rating of a scale: 0 on the NPS scale (10), 1 otherwise. */
export const surveyMinRating = (scale: number): number => (scale === 10 ? 0 : 1);

export const SURVEY_COMMENT_MAX = 1000;

/** `GET surveys/pending?company_id=` and `POST surveys` (signed in). */
export const SURVEYS_PATH = 'surveys';
export const SURVEYS_PENDING_PATH = 'surveys/pending';

export const pendingSurveysQuerySchema = z.object({ company_id: z.coerce.number().int().positive() });
export const pendingSurveySchema = z.object({
  step: surveyStepSchema,
  scale: z.number().int(),
  min_rating: z.number().int(),
});
export type PendingSurvey = z.infer<typeof pendingSurveySchema>;
/** The steps whose survey is due for the caller (never one already answered or dismissed), oldest step first. */
export const pendingSurveysSchema = z.object({ surveys: z.array(pendingSurveySchema) });
export type PendingSurveys = z.infer<typeof pendingSurveysSchema>;
export const pendingSurveysResponseSchema = contentSchema(pendingSurveysSchema);

/** Plain text only: no angle brackets (no markup), at most SURVEY_COMMENT_MAX characters after trimming. */
const surveyCommentSchema = z
  .string()
  .trim()
  .max(SURVEY_COMMENT_MAX)
  .refine((value) => !/[<>]/.test(value), { message: 'markup' });

/**
 * `POST surveys`: a rating (with an optional comment) or `dismissed: true`. A rating off the step's scale →
 * 400 survey_rating_out_of_scale; not a member of the company → 403 user_not_belong_to_company; already
 * answered or dismissed → 409 survey_already_answered; not due yet → 409 survey_not_due.
 */
export const answerSurveyBodySchema = z.union([
  z.object({
    company_id: z.number().int().positive(),
    step: surveyStepSchema,
    rating: z.number().int(),
    comment: surveyCommentSchema.optional(),
    dismissed: z.literal(false).optional(),
  }),
  z.object({
    company_id: z.number().int().positive(),
    step: surveyStepSchema,
    dismissed: z.literal(true),
  }),
]);
export type AnswerSurveyBody = z.infer<typeof answerSurveyBodySchema>;
/** The answer as stored; the band is never sent to the person who answered. */
export const answerSurveyResponseSchema = contentSchema(
  z.object({ step: surveyStepSchema, dismissed: z.boolean() }),
);

/** `GET backoffice/surveys?weeks=N` (staff): the scores by week and step, and the latest comments. */
export const BACKOFFICE_SURVEYS_PATH = 'surveys';
export const surveyReportQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});
export const surveyBandNameSchema = z.enum([
  'negative',
  'neutral',
  'positive',
  'detractor',
  'passive',
  'promoter',
]);
export const surveyWeekSchema = z.object({
  /** Monday of the week (YYYY-MM-DD). */
  week: z.string(),
  responses: z.number().int().nonnegative(),
  dismissed: z.number().int().nonnegative(),
  /** Average rating of the responses (null when none). */
  average: z.number().nullable(),
  /** Responses per band of the step's scale. */
  bands: z.record(z.string(), z.number().int().nonnegative()),
  /** Scale 10 only: % promoters − % detractors, rounded (null when no responses or another scale). */
  nps: z.number().nullable(),
});
export type SurveyWeek = z.infer<typeof surveyWeekSchema>;
export const surveyReportSchema = z.object({
  steps: z.array(
    z.object({
      step: surveyStepSchema,
      scale: z.number().int(),
      /** The bands of the scale, lowest first. */
      band_names: z.array(surveyBandNameSchema),
      /** Oldest week first. */
      weeks: z.array(surveyWeekSchema),
    }),
  ),
  comments: z.array(
    z.object({
      step: surveyStepSchema,
      rating: z.number().int(),
      scale: z.number().int(),
      band: surveyBandNameSchema,
      comment: z.string(),
      company_id: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type SurveyReport = z.infer<typeof surveyReportSchema>;
export const surveyReportResponseSchema = contentSchema(surveyReportSchema);
