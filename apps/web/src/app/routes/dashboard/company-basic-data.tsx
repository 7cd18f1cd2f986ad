import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BasicDataForm } from '../../../features/company/components/basic-data-form';
import { CompanyDetailsSections } from '../../../features/company/components/company-details-sections';
import { RfcSection } from '../../../features/company/components/rfc-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  loadCompanyPage,
  useCompany,
  useContinueOnboarding,
  useRefreshCompany,
  type CompanyPageData,
} from '../../company-page';

export const companyBasicDataLoader = loadCompanyPage;

/** CompanyBasicData: what the company does and sells, its activities, hiring, RFC and a few details. */
export function CompanyBasicDataPage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('basic_data.title'));
  const company = useCompany(useLoaderData<CompanyPageData>().company);
  const continueOnboarding = useContinueOnboarding(company.id);
  const refresh = useRefreshCompany(company.id);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('basic_data.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('basic_data.intro')}
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <BasicDataForm company={company} onSaved={continueOnboarding} />
      </Card>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <RfcSection company={company} onSaved={refresh} />
      </Card>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <CompanyDetailsSections company={company} onSaved={refresh} />
      </Card>
    </Stack>
  );
}
