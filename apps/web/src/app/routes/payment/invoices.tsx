import { checkoutRouteFor, companyFacts } from '@forja/domain';
import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useBills } from '../../../features/payments/api/bills';
import { BillsList } from '../../../features/payments/components/bills-list';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, useCompany, type CompanyPageData } from '../../company-page';
import { PaymentPage } from './payment-page';

export const invoicesLoader = (args: LoaderFunctionArgs) => loadCompanyPage(args);

/** dashboard/{company_id}/invoices: the bills with amount, date, status and the PDF receipt Forja makes. */
export function InvoicesPage() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  const bills = useBills(company.id, language);

  return (
    <PaymentPage title={t('invoices.title')} intro={t('invoices.intro')}>
      {bills.isPending && <Skeleton h={160} radius="lg" aria-label={t('invoices.loading')} />}
      {bills.isError && (
        <Card withBorder radius="lg" p="lg">
          <Text>{t('invoices.error')}</Text>
        </Card>
      )}
      {bills.data && bills.data.length > 0 && <BillsList bills={bills.data} />}
      {bills.data?.length === 0 && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="flex-start">
            <IconReceipt size={32} aria-hidden color="var(--mantine-color-forja-7)" />
            <Text>{t('invoices.empty')}</Text>
            {!companyFacts(company).existOrderComplete && (
              <Button
                component={Link}
                to={routeUrl(language, {
                  name: checkoutRouteFor(company),
                  params: { company_id: String(company.id) },
                })}
              >
                {t('invoices.go_pay')}
              </Button>
            )}
          </Stack>
        </Card>
      )}
      <Text size="sm" c="gray.7">
        {t('invoices.cfdi_note')}
      </Text>
    </PaymentPage>
  );
}
