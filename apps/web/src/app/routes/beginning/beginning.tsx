import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { BeginningAboutForm } from '../../../features/company/components/beginning-forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { BeginningSteps } from './beginning-steps';
import { beginningUrl, loadCompanyPage, useCompany, type CompanyPageData } from '../../company-page';

export const beginningLoader = loadCompanyPage;

/** Beginning, step 1 of 2: what the company does, its website and what it sells. */
export function BeginningPage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('beginning.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const company = useCompany(useLoaderData<CompanyPageData>().company);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {t('beginning.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('beginning.intro')}
        </Text>
      </div>
      <BeginningSteps active={0} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <BeginningAboutForm
          company={company}
          onNext={() => void navigate(beginningUrl(language, company.id, 'select_activities'))}
        />
      </Card>
    </Stack>
  );
}
