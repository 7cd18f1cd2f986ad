import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { DenominationManager } from '../../../features/company/components/denomination-manager';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';

export const companyDenominationLoader = (args: LoaderFunctionArgs) => loadCompanyPage(args);

/** company_denomination: the legal-name proposals and, once authorised, the legal name. */
export function CompanyDenominationPage() {
  const { t } = useTranslation('workspace');
  useDocumentTitle(t('denomination.title'));
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompanyProfile(loaded.company.id, loaded.company) ?? loaded.company;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('denomination.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t('denomination.intro')}
        </Text>
      </div>
      <DenominationManager company={company} />
    </Stack>
  );
}
