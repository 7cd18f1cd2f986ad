import { societyTypeFormsOnline } from '@forja/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useCompanyAccountant } from '../../../features/accountant/api/get-company-accountant';
import {
  AccountantNeeds,
  AccountantService,
} from '../../../features/accountant/components/accountant-service';
import { extraBuyOption } from '../../../features/company/services';
import { AccountingRequests } from '../../../features/support/components/accounting-requests';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, useCompany, type CompanyPageData } from '../../company-page';

export const accountantTallyLoader = loadCompanyPage;

/**
 * administration/{company_id}/accountant_tally: the accountant service — an offer to buy it, or who the
 * assigned accountant is, what they need, and the requests to accounting.
 */
export function AccountantTallyPage() {
  const { t } = useTranslation('accountant');
  useDocumentTitle(t('title'));
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  const service = useCompanyAccountant(company.id);

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
      {service.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      ) : service.isError ? (
        <Stack gap="sm" align="flex-start" role="alert">
          <Text>{t('error')}</Text>
          <Button
            variant="light"
            leftSection={<IconReload size={18} aria-hidden />}
            onClick={() => void service.refetch()}
          >
            {t('retry')}
          </Button>
        </Stack>
      ) : (
        <>
          <AccountantService buy={extraBuyOption(language, company, 'accountant')} service={service.data} />
          {service.data.purchased && (
            <>
              <AccountantNeeds formsOnline={societyTypeFormsOnline(company.company_type)} />
              <AccountingRequests user={loaded.user} company={company} language={language} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
