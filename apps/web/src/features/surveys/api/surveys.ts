import {
  SURVEYS_PATH,
  SURVEYS_PENDING_PATH,
  answerSurveyResponseSchema,
  pendingSurveysSchema,
  type AnswerSurveyBody,
  type PendingSurveys,
} from '@forja/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET surveys/pending?company_id=: the company's surveys due for the signed-in person. */
export const pendingSurveysQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['surveys', 'pending', companyId],
    queryFn: ({ signal }): Promise<PendingSurveys> =>
      apiRequest(`${SURVEYS_PENDING_PATH}?company_id=${companyId}`, { signal, schema: pendingSurveysSchema }),
    retry: false,
    staleTime: Infinity,
  });

/** POST surveys: a rating (and comment) or a dismissal; either way the survey is not asked again. */
export function useAnswerSurvey(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerSurveyBody) =>
      apiRequest(SURVEYS_PATH, {
        method: 'POST',
        body,
        schema: answerSurveyResponseSchema.shape.content,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['surveys', 'pending', companyId] }),
  });
}
