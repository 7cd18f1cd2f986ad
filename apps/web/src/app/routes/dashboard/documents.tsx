import { Stack, Text, Title } from '@mantine/core';
import { societyTypeFormsOnline } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DocumentsList } from '../../../features/company/components/documents-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadCompanyPage, useCompany, useRefreshCompany, type CompanyPageData } from '../../company-page';

export const documentsLoader = loadCompanyPage;

/** Documents: every company document with its state, download, and upload where the founder provides it. */
export function DocumentsPage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('documents.title'));
  const company = useCompany(useLoaderData<CompanyPageData>().company);
  const refresh = useRefreshCompany(company.id);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('documents.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t(societyTypeFormsOnline(company.company_type) ? 'documents.intro_online' : 'documents.intro')}
        </Text>
      </div>
      <DocumentsList company={company} onUploaded={refresh} />
    </Stack>
  );
}
