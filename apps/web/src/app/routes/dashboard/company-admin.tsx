import { Card, Stack, Text, Title } from '@mantine/core';
import { societyTypeNeedsCommissary } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { AdministrationForm } from '../../../features/company/components/administration-form';
import { LegalRepresentatives } from '../../../features/company/components/legal-representatives';
import { CommissarySection } from '../../../features/commissary/components/commissary-section';
import { extraBuyOption } from '../../../features/company/services';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, useCompany, useRefreshCompany, type CompanyPageData } from '../../company-page';

export const companyAdminLoader = loadCompanyPage;

/**
 * company_admin: sole administrator or board of directors, the legal representatives and, for an S.A. de C.V.
 * or S.A.P.I. de C.V., the commissary.
 */
export function CompanyAdminPage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('admin.page_title'));
  const company = useCompany(useLoaderData<CompanyPageData>().company);
  const refresh = useRefreshCompany(company.id);
  const language = useLanguage();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('admin.page_title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('admin.page_intro')}
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <AdministrationForm company={company} onSaved={refresh} />
      </Card>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <LegalRepresentatives company={company} onSaved={refresh} />
      </Card>
      {societyTypeNeedsCommissary(company.company_type) && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <CommissarySection
            companyId={company.id}
            buy={extraBuyOption(language, company, 'commissary_service')}
            onChanged={refresh}
          />
        </Card>
      )}
    </Stack>
  );
}
