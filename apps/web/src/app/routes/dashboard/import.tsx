import { resolveNextRoute } from '@forja/domain';
import { Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageChatbot, IconPackageImport, IconReload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { catalogueQueryOptions, useCatalogue } from '../../../features/company/api/get-catalogue';
import { serviceStatus } from '../../../features/company/services';
import { businessInformationQueryOptions } from '../../../features/banks/api/business-information';
import {
  importRegistrationQueryOptions,
  useImportRegistration,
} from '../../../features/import/api/import-registration';
import { AmazonInformationForm } from '../../../features/import/components/amazon-information-form';
import {
  AMAZON_PACKAGE_PRODUCT,
  AmazonPackagePrice,
} from '../../../features/import/components/amazon-package-price';
import { ImportDocuments } from '../../../features/import/components/import-documents';
import { ImportRegistrationStatusCard } from '../../../features/import/components/import-registration-status';
import { openSupportChat } from '../../../features/support/open-support-chat';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loaderLanguage } from '../../guards';
import { loadCompanyPage, useCompany, type CompanyPageData } from '../../company-page';

/** The support assistant's request category of the import programme. */
const IMPORT_SUPPORT_CATEGORY = 'import_registration';

/**
 * dashboard/{company_id}/import is for Amazon customers: any other company goes where the onboarding order
 * (resolveNextRoute) sends it. The registration, the business information and the catalogue load alongside.
 */
export async function importLoader(args: LoaderFunctionArgs) {
  const data = await loadCompanyPage(args);
  if (!data.company.amazon_customer) {
    const next = resolveNextRoute({
      user: data.user,
      company: data.company,
      companyIdInPath: data.company.id,
    });
    return redirect(routeUrl(loaderLanguage(args.request), next));
  }
  await Promise.all([
    queryClient.prefetchQuery(importRegistrationQueryOptions(data.company.id)),
    queryClient.prefetchQuery(businessInformationQueryOptions(data.company.id)),
    queryClient.prefetchQuery(catalogueQueryOptions()),
  ]);
  return data;
}

/** A part of the page that loads on its own: a spinner, or the failure with a retry. */
function Loading(props: { pending: boolean; failed: boolean; retry: () => void; children: () => ReactNode }) {
  const { t } = useTranslation('import');
  if (props.pending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  if (props.failed) {
    return (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text>{t('error')}</Text>
        <Button variant="light" leftSection={<IconReload size={18} aria-hidden />} onClick={props.retry}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  return <>{props.children()}</>;
}

/**
 * dashboard/{company_id}/import: the Amazon import programme — what the importers' register (padrón de
 * importadores) is, its requirements and state, the Amazon business information, the documents it needs, the
 * Amazon package's price, and the support assistant on the Import Registration topic.
 */
export function ImportPage() {
  const { t } = useTranslation('import');
  useDocumentTitle(t('title'));
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  const registration = useImportRegistration(company.id);
  const information = useQuery(businessInformationQueryOptions(company.id));
  const catalogue = useCatalogue();
  const amazonProduct = catalogue.data?.products.find((product) => product.key === AMAZON_PACKAGE_PRODUCT);
  const paid = amazonProduct ? serviceStatus(company, amazonProduct) === 'contracted' : false;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('title')}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t('intro')}
        </Text>
      </div>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="padron">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden visibleFrom="xs">
            <IconPackageImport size={26} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} fz="lg" id="padron">
              {t('padron.title')}
            </Title>
            <Text size="sm">{t('padron.what')}</Text>
            <Text size="sm">{t('padron.why')}</Text>
            <Text size="sm" c="gray.7">
              {t('padron.who')}
            </Text>
          </Stack>
        </Group>
      </Card>

      <Loading
        pending={registration.isPending}
        failed={registration.isError}
        retry={() => void registration.refetch()}
      >
        {() =>
          registration.data && (
            <ImportRegistrationStatusCard
              registration={registration.data}
              companyId={company.id}
              language={language}
            />
          )
        }
      </Loading>

      <Loading
        pending={information.isPending}
        failed={information.isError}
        retry={() => void information.refetch()}
      >
        {() => (
          <AmazonInformationForm
            key={information.data?.updated_at ?? 'new'}
            companyId={company.id}
            saved={information.data ?? null}
          />
        )}
      </Loading>

      <ImportDocuments company={company} />

      <AmazonPackagePrice catalogue={catalogue.data} failed={catalogue.isError} paid={paid} />

      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="import-help"
      >
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="lg" id="import-help">
            {t('help.title')}
          </Title>
          <Text size="sm">{t('help.body')}</Text>
          <Button
            variant="light"
            leftSection={<IconMessageChatbot size={20} aria-hidden />}
            onClick={() => openSupportChat(company.id, { category: IMPORT_SUPPORT_CATEGORY })}
          >
            {t('help.action')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
