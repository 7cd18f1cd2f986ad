import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { canEditCompany } from '@forja/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { paths, routeUrl } from '../../../config/paths';
import { profileQueryOptions } from '../../../features/auth/api/session';
import { companyQueryKey, useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { PartnersDocumentsOverview } from '../../../features/partners/components/partners-documents-overview';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';

export const partnersDocumentsLoader = loadCompanyPage;

/** PartnersDocuments: every partner's documents with their state, upload and replace, and the overall state. */
export function PartnersDocumentsPage() {
  const { t } = useTranslation('partners');
  useDocumentTitle(t('partner_documents.title'));
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompanyProfile(loaded.company.id, loaded.company) ?? loaded.company;
  const user = useQuery(profileQueryOptions()).data ?? loaded.user;
  // A partner without the permission to edit uploads only their own documents.
  const editable = canEditCompany(company, user);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('partner_documents.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {editable ? t('partner_documents.intro') : t('partner_documents.intro_read_only')}
        </Text>
      </div>
      {!editable && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('partner_documents.read_only')}
          </Text>
        </Alert>
      )}
      <PartnersDocumentsOverview
        company={company}
        user={user}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: companyQueryKey(company.id) })}
        ownFlowUrl={paths.isPartnerStep(language, company.id)}
        partnersUrl={routeUrl(language, {
          name: 'CompanyPartners',
          params: { company_id: String(company.id) },
        })}
      />
    </Stack>
  );
}
