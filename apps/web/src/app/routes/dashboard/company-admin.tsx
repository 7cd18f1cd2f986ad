import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { canEditCompany, companyFacts, societyTypeNeedsCommissary } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
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
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  // Shown only to a partner without the permission to edit, and to everyone once the partners signed the
  // articles, which print all of this page.
  const mayEdit = canEditCompany(company, loaded.user);
  const articlesSigned = companyFacts(company).completeFirms;
  const readOnly = !mayEdit || articlesSigned;
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
      {readOnly && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {articlesSigned ? t('articles_signed') : t('basic_data.read_only')}
          </Text>
        </Alert>
      )}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <AdministrationForm company={company} onSaved={refresh} readOnly={readOnly} />
      </Card>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <LegalRepresentatives company={company} onSaved={refresh} readOnly={readOnly} />
      </Card>
      {societyTypeNeedsCommissary(company.company_type) && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <CommissarySection
            companyId={company.id}
            buy={extraBuyOption(language, company, 'commissary_service')}
            onChanged={refresh}
            readOnly={readOnly}
          />
        </Card>
      )}
    </Stack>
  );
}
