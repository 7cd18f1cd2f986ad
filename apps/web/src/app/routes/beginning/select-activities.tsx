import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { BeginningActivitiesForm } from '../../../features/company/components/beginning-forms';
import { readBeginningDraft } from '../../../features/company/beginning-draft';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loaderLanguage } from '../../guards';
import { BeginningSteps } from './beginning-steps';
import {
  beginningUrl,
  loadCompanyPage,
  useCompany,
  useContinueOnboarding,
  type CompanyPageData,
} from '../../company-page';

/** Step 2 needs the description of step 1 (from this tab, or saved before): without it, back to step 1. */
export async function selectActivitiesLoader(args: LoaderFunctionArgs): Promise<CompanyPageData> {
  const data = await loadCompanyPage(args);
  const described = (data.company.description ?? '').trim().length >= 10;
  if (!described && !readBeginningDraft(data.company.id))
    throw redirect(beginningUrl(loaderLanguage(args.request), data.company.id));
  return data;
}

/** Beginning, step 2 of 2 (SelectActivities): the business activities and the hiring answer, then on. */
export function SelectActivitiesPage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('beginning.activities_title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const company = useCompany(useLoaderData<CompanyPageData>().company);
  const continueOnboarding = useContinueOnboarding(company.id);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {t('beginning.activities_title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('beginning.activities_intro')}
        </Text>
      </div>
      <BeginningSteps active={1} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <BeginningActivitiesForm
          company={company}
          onBack={() => void navigate(beginningUrl(language, company.id))}
          onSaved={continueOnboarding}
        />
      </Card>
    </Stack>
  );
}
