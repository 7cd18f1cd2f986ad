import { societyTypeFormsOnline } from '@forja/domain';
import { Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useQuote } from '../../../features/payments/api/checkout';
import { ProductOffer } from '../../../features/payments/components/product-offer';
import { TestModeNotice } from '../../../features/payments/components/test-mode-notice';
import { equityContext } from '../../../lib/equity-context';
import { useCompany } from '../../company-page';
import { BillingLink } from './billing-link';
import { PaymentPage } from './payment-page';
import type { MainCheckoutData, MainCheckoutRoute } from './payment-loaders';

const TEXT_KEYS: Record<MainCheckoutRoute, string> = {
  CheckoutAdvance: 'advance',
  CheckoutRepresentation: 'representation',
  CheckoutAmazon: 'amazon',
};

/**
 * CheckoutAdvance, CheckoutRepresentation and CheckoutAmazon: the incorporation package that fits the company,
 * its price with IVA apart (and in US dollars for Amazon sellers), paid on the provider's hosted page or through
 * a link sent to whoever pays.
 */
export function MainCheckoutPage({ route }: { route: MainCheckoutRoute }) {
  const { t } = useTranslation('payments');
  const loaded = useLoaderData<MainCheckoutData>();
  const company = useCompany(loaded.company);
  const key = TEXT_KEYS[route];
  const quote = useQuote(company.id, loaded.product ?? '');

  return (
    <PaymentPage title={t(`checkout.${key}.title`)} intro={t(`checkout.${key}.intro`)}>
      <TestModeNotice provider={quote.data?.provider} />
      {loaded.product ? (
        <ProductOffer
          companyId={company.id}
          product={loaded.product}
          showUsd={route === 'CheckoutAmazon'}
          withPaymentLink
          formsOnline={societyTypeFormsOnline(company.company_type)}
          footer={<BillingLink companyId={company.id} />}
        />
      ) : (
        <Card withBorder radius="lg" p="lg">
          <Text>{t('price.unavailable')}</Text>
        </Card>
      )}
      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="after-paying"
      >
        <Title order={2} fz="md" id="after-paying">
          {t('checkout.after_title')}
        </Title>
        <List type="ordered" size="sm" spacing={4} mt="xs">
          <List.Item>{t('checkout.after_1')}</List.Item>
          <List.Item>{t('checkout.after_2', { context: equityContext(company.company_type) })}</List.Item>
          <List.Item>{t('checkout.after_3')}</List.Item>
        </List>
      </Card>
    </PaymentPage>
  );
}
