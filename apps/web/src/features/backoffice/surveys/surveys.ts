import { BACKOFFICE_SURVEYS_PATH, surveyReportSchema, type SurveyReport } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-request';

/** GET backoffice/surveys?weeks=N: the survey scores by step and week, and the latest comments. */
export const surveyReportQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: ['backoffice', 'surveys', weeks],
    queryFn: async ({ signal }): Promise<SurveyReport> =>
      surveyReportSchema.parse(
        await backofficeRequest<unknown>(`${BACKOFFICE_SURVEYS_PATH}?weeks=${weeks}`, { signal }),
      ),
  });
