import {
  SURVEY_STEPS,
  SURVEY_STEP_SCALES,
  surveyMinRating,
  type AnswerSurveyBody,
  type MyConsents,
  type PendingSurvey,
  type SurveyReport,
  type SurveyStep,
  type SurveyWeek,
} from '@forja/contracts';
import { surveyBand, type SurveyBand } from '@forja/domain';
import { badRequest, conflict } from '../../http/errors';
import type { SurveysRepository } from './surveys.repository';

const DAY_MS = 24 * 60 * 60_000;
const LATEST_COMMENTS = 20;

/** The bands of a scale, lowest first. */
export const bandNamesOf = (scale: number): SurveyBand[] =>
  scale === 10 ? ['detractor', 'passive', 'promoter'] : ['negative', 'neutral', 'positive'];

/** Monday 00:00 UTC of the date's week, as YYYY-MM-DD. */
export function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The user withdrew (or declined) the surveys consent: a record exists and it is not granted. */
export function surveysConsentDenied(consents: MyConsents): boolean {
  const state = consents.purposes.find((purpose) => purpose.purpose === 'surveys');
  return state !== undefined && !state.granted && state.at !== null;
}

export function createSurveysService(deps: {
  repository: SurveysRepository;
  /** The company, if the user is its founder or an accepted partner; else 403 user_not_belong_to_company. */
  requireCompanyAccess: (
    userId: number,
    companyId: number,
  ) => Promise<{ id: number; user_id: number | null }>;
  consentsOf: (userId: number) => Promise<MyConsents>;
  clock: () => Date;
}) {
  const { repository } = deps;

  /** Whether the step has happened for this user: payment once the company is paid (founder only); signing
   * once the user signed, or (founder) once the envelope completed. */
  async function stepDone(step: SurveyStep, userId: number, company: { id: number; user_id: number | null }) {
    const founder = company.user_id === userId;
    if (step === 'payment') return founder && (await repository.hasCompleteOrder(company.id));
    if (await repository.userHasSigned(userId, company.id)) return true;
    return founder && (await repository.hasCompletedEnvelope(company.id));
  }

  return {
    async pending(userId: number, companyId: number): Promise<PendingSurvey[]> {
      const company = await deps.requireCompanyAccess(userId, companyId);
      if (surveysConsentDenied(await deps.consentsOf(userId))) return [];
      const answered = new Set(await repository.answeredSteps(userId, companyId));
      const due: PendingSurvey[] = [];
      for (const step of SURVEY_STEPS) {
        if (answered.has(step) || !(await stepDone(step, userId, company))) continue;
        const scale = SURVEY_STEP_SCALES[step];
        due.push({ step, scale, min_rating: surveyMinRating(scale) });
      }
      return due;
    },

    async answer(userId: number, body: AnswerSurveyBody): Promise<{ step: SurveyStep; dismissed: boolean }> {
      const company = await deps.requireCompanyAccess(userId, body.company_id);
      const scale = SURVEY_STEP_SCALES[body.step];
      let rating: number | null = null;
      let band: SurveyBand | null = null;
      if (!body.dismissed) {
        try {
          band = surveyBand(scale, body.rating);
        } catch {
          throw badRequest('survey_rating_out_of_scale');
        }
        rating = body.rating;
      }
      if ((await repository.answeredSteps(userId, company.id)).includes(body.step)) {
        throw conflict('survey_already_answered');
      }
      if (!(await stepDone(body.step, userId, company))) throw conflict('survey_not_due');
      const comment = body.dismissed ? null : body.comment || null;
      const inserted = await repository.insert({
        user_id: userId,
        company_id: company.id,
        step: body.step,
        scale,
        rating,
        band,
        comment,
        dismissed: body.dismissed === true,
        created_at: deps.clock(),
      });
      if (!inserted) throw conflict('survey_already_answered');
      return { step: body.step, dismissed: body.dismissed === true };
    },

    /** The back office's report: by step and week (oldest first), responses, average, bands and NPS. */
    async report(weeks: number): Promise<SurveyReport> {
      const now = deps.clock();
      const lastMonday = mondayOf(now);
      const weekKeys = Array.from({ length: weeks }, (_, index) =>
        new Date(Date.parse(`${lastMonday}T00:00:00Z`) - (weeks - 1 - index) * 7 * DAY_MS)
          .toISOString()
          .slice(0, 10),
      );
      const rows = await repository.since(new Date(`${weekKeys[0]}T00:00:00Z`));
      const steps = SURVEY_STEPS.map((step) => {
        const scale = SURVEY_STEP_SCALES[step];
        const bandNames = bandNamesOf(scale);
        const weekRows = weekKeys.map((week): SurveyWeek => {
          const inWeek = rows.filter((row) => row.step === step && mondayOf(row.created_at) === week);
          const rated = inWeek.filter((row) => !row.dismissed && row.rating !== null);
          const bands = Object.fromEntries(bandNames.map((name) => [name, 0])) as Record<string, number>;
          for (const row of rated) if (row.band) bands[row.band] = (bands[row.band] ?? 0) + 1;
          const average =
            rated.length === 0
              ? null
              : Math.round((rated.reduce((sum, row) => sum + (row.rating ?? 0), 0) / rated.length) * 100) /
                100;
          const nps =
            scale === 10 && rated.length > 0
              ? Math.round((((bands.promoter ?? 0) - (bands.detractor ?? 0)) / rated.length) * 100)
              : null;
          return {
            week,
            responses: rated.length,
            dismissed: inWeek.length - rated.length,
            average,
            bands,
            nps,
          };
        });
        return { step, scale, band_names: bandNames, weeks: weekRows };
      });
      const comments = (await repository.latestComments(LATEST_COMMENTS)).flatMap((row) =>
        row.comment && row.rating !== null && row.band
          ? [
              {
                step: row.step as SurveyStep,
                rating: row.rating,
                scale: row.scale,
                band: row.band as SurveyBand,
                comment: row.comment,
                company_id: row.company_id,
                created_at: row.created_at.toISOString(),
              },
            ]
          : [],
      );
      return { steps, comments };
    },
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;
