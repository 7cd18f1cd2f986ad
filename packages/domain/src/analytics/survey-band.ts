/** The rating scales a survey may use (spec section 9). */
export const SURVEY_SCALES = [3, 5, 10] as const;
export type SurveyScale = (typeof SURVEY_SCALES)[number];
export type SurveyBand = 'negative' | 'neutral' | 'positive' | 'detractor' | 'passive' | 'promoter';

/**
 * The band of a survey rating (spec section 9): scale 3 is 1 negative, 2 neutral, 3 positive; scale 5 is
 * 1-2 negative, 3 neutral, 4-5 positive; scale 10 (NPS) is 0-6 detractor, 7-8 passive, 9-10 promoter.
 * Throws a RangeError for any other scale, and for a rating that is not a whole number on the scale.
 */
export function surveyBand(scale: number, rating: number): SurveyBand {
  if (!(SURVEY_SCALES as readonly number[]).includes(scale)) {
    throw new RangeError(`Unsupported survey scale ${scale}: expected one of ${SURVEY_SCALES.join(', ')}`);
  }
  const min = scale === 10 ? 0 : 1;
  if (!Number.isInteger(rating) || rating < min || rating > scale) {
    throw new RangeError(`Survey rating ${rating} is not a whole number from ${min} to ${scale}`);
  }
  if (scale === 10) return rating <= 6 ? 'detractor' : rating <= 8 ? 'passive' : 'promoter';
  const neutral = (scale + 1) / 2;
  return rating < neutral ? 'negative' : rating === neutral ? 'neutral' : 'positive';
}
