import { checkoutRouteFor, companyFacts } from '@forja/domain';
import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { billingInfoQueryOptions } from '../../../features/payments/api/billing-info';
import { BillingInfoForm } from '../../../features/payments/components/billing-info-form';
import { i18n } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage } from '../../company-page';
import { PaymentPage } from './payment-page';
import { nextStepUrl, type PaymentPageData } from './payment-loaders';
import type { BillingInfo } from '@forja/contracts/payments/billing-info';

export async function checkoutInfoLoader(args: LoaderFunctionArgs) {
  const data = await loadCompanyPage(args);
  const billing = await queryClient.fetchQuery(billingInfoQueryOptions(data.company.id));
  return { ...data, billing };
}

/** checkout_info: the billing data for the Mexican invoice (CFDI), then back where the founder came from. */
export function CheckoutInfoPage() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { company, user, billing } = useLoaderData<PaymentPageData & { billing: BillingInfo | null }>();
  const next = search.get('next');
  // Only a page of this company's payment flow: never an address from outside.
  const back =
    next && new RegExp(`^/${language}/payment/${company.id}(/[a-z_]*)?$`).test(next)
      ? next
      : companyFacts(company).existOrderComplete
        ? nextStepUrl(language, user, company)
        : routeUrl(language, { name: checkoutRouteFor(company), params: { company_id: String(company.id) } });

  return (
    <PaymentPage title={t('checkout_info.title')} intro={t('checkout_info.intro')}>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text size="sm" c="gray.7" mb="md">
          {t('checkout_info.cfdi_explain')}
        </Text>
        <BillingInfoForm
          companyId={company.id}
          initial={billing}
          onSaved={async () => {
            showSuccess(i18n.t('payments:checkout_info.saved'));
            await navigate(back);
          }}
        />
      </Card>
    </PaymentPage>
  );
}
