import { BACKOFFICE_SURVEYS_PATH, surveyReportSchema } from '@forja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-request';

/** GET backoffice/surveys?weeks=N: the survey scores by step and week, and the latest comments. */
export const surveyReportQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: ['backoffice', 'surveys', weeks],
    queryFn: ({ signal }) =>
      backofficeRequest(`${BACKOFFICE_SURVEYS_PATH}?weeks=${weeks}`, { signal, schema: surveyReportSchema }),
  });
