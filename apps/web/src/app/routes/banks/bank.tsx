import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useCompanyBanking } from '../../../features/banks/api/get-company-banking';
import { BankAccountCard } from '../../../features/banks/components/bank-account-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useCompany, type CompanyPageData } from '../../company-page';
import { BankingPending } from './banks';

/**
 * dashboard/{company_id}/bank (Bank): the company's account once the partner bank opened it — bank, holder,
 * CLABE to copy, the day it opened — and the contract or first statement when Forja uploaded it.
 */
export function BankPage() {
  const { t } = useTranslation('banks');
  useDocumentTitle(t('account.page_title'));
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  const banking = useCompanyBanking(company.id);
  const account = banking.data?.account ?? null;
  const contract =
    company.documents.find(
      (document) => document.type === 'bank_account_contract' && document.document_url,
    ) ?? null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('account.page_title')}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t('account.intro')}
        </Text>
      </div>
      {account ? (
        <BankAccountCard account={account} language={language} contract={contract} />
      ) : banking.data ? (
        <Text>{t('account.none')}</Text>
      ) : (
        <BankingPending failed={banking.isError} onRetry={() => void banking.refetch()} />
      )}
    </Stack>
  );
}
