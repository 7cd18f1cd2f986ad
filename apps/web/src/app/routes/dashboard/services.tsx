import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { catalogueQueryOptions } from '../../../features/company/api/get-catalogue';
import { useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { ServiceCatalogue } from '../../../features/company/components/service-catalogue';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';

/** The company, and the catalogue fetched alongside (a failure shows on the page, with a retry). */
export async function servicesLoader(args: LoaderFunctionArgs) {
  const [data] = await Promise.all([
    loadCompanyPage(args),
    queryClient.prefetchQuery(catalogueQueryOptions()),
  ]);
  return data;
}

/** services: what the company can add, and what it already contracted. */
export function ServicesPage() {
  const { t } = useTranslation('workspace');
  useDocumentTitle(t('services.title'));
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompanyProfile(loaded.company.id, loaded.company) ?? loaded.company;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('services.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t('services.intro')}
        </Text>
      </div>
      <ServiceCatalogue company={company} />
    </Stack>
  );
}
