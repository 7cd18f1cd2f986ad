import { societyTypeFormsOnline } from '@forja/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CompanyRecord } from '../../../features/company/components/company-record';
import { DeliveryCard } from '../../../features/delivery/components/delivery-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, useCompany, type CompanyPageData } from '../../company-page';

export const companyDetailLoader = loadCompanyPage;

/**
 * dashboard/{company_id}/detail: the company's whole record, and where its certified copy is sent (an S.A.S.,
 * formed online, has its registration in the Secretaría de Economía's system instead of a deed).
 */
export function CompanyDetailPage() {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const company = useCompany(useLoaderData<CompanyPageData>().company);
  useDocumentTitle(t('detail.title'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('detail.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t(societyTypeFormsOnline(company.company_type) ? 'detail.intro_online' : 'detail.intro', {
            company: company.legal_name ?? company.name ?? t('shell.unnamed'),
          })}
        </Text>
      </div>
      <CompanyRecord company={company} language={language} delivery={<DeliveryCard company={company} />} />
    </Stack>
  );
}
