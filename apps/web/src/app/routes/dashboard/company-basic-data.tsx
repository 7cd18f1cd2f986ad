import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { canEditCompany, companyFacts } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
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

/**
 * CompanyBasicData: what the company does and sells, its activities, hiring, RFC and a few details; read only,
 * with who may change them, for a partner without the permission to edit.
 */
export function CompanyBasicDataPage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('basic_data.title'));
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  // A partner without the permission to edit reads the data only; once every partner signed the articles,
  // what they print (the activities, the purpose, the domicile) is shown only.
  const readOnly = !canEditCompany(company, loaded.user);
  const articlesSigned = companyFacts(company).completeFirms;
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
      {(readOnly || articlesSigned) && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {articlesSigned ? t('articles_signed') : t('basic_data.read_only')}
          </Text>
        </Alert>
      )}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <BasicDataForm company={company} onSaved={continueOnboarding} readOnly={readOnly || articlesSigned} />
      </Card>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <RfcSection company={company} onSaved={refresh} readOnly={readOnly} />
      </Card>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <CompanyDetailsSections
          company={company}
          onSaved={refresh}
          readOnly={readOnly}
          articlesSigned={articlesSigned}
        />
      </Card>
    </Stack>
  );
}
