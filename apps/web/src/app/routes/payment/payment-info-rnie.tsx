import { companyFacts, societyTypeFormsOnline } from '@forja/domain';
import { Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useQuote } from '../../../features/payments/api/checkout';
import { ProductOffer } from '../../../features/payments/components/product-offer';
import { TestModeNotice } from '../../../features/payments/components/test-mode-notice';
import { useCompany } from '../../company-page';
import { BillingLink } from './billing-link';
import { PaymentPage } from './payment-page';
import type { PaymentPageData } from './payment-loaders';

const RNIE_PRODUCT = 'rnie_registration';

/**
 * payment_info_rnie: what foreign partners must register (RNIE), by when (from the deed, or an S.A.S.'s
 * registration in the Secretaría de Economía's system), and what Forja charges for it.
 */
export function PaymentInfoRniePage() {
  const { t } = useTranslation('payments');
  const loaded = useLoaderData<PaymentPageData>();
  const company = useCompany(loaded.company);
  const paid = companyFacts(company).existOrderComplete;
  const quote = useQuote(company.id, RNIE_PRODUCT);
  return (
    <PaymentPage title={t('rnie.title')} intro={t('rnie.intro')}>
      <TestModeNotice provider={quote.data?.provider} />
      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="rnie-what"
      >
        <Title order={2} fz="lg" id="rnie-what">
          {t('rnie.what_title')}
        </Title>
        <Text size="sm" mt="xs">
          {t('rnie.what')}
        </Text>
        <List size="sm" spacing={6} mt="sm">
          <List.Item>{t('rnie.who')}</List.Item>
          <List.Item>
            {t(societyTypeFormsOnline(company.company_type) ? 'rnie.when_online' : 'rnie.when')}
          </List.Item>
          <List.Item>{t('rnie.needs')}</List.Item>
          <List.Item>{t('rnie.yearly')}</List.Item>
        </List>
      </Card>
      <ProductOffer
        companyId={company.id}
        product={RNIE_PRODUCT}
        disabledReason={paid ? null : t('extras.locked')}
        footer={paid ? <BillingLink companyId={company.id} /> : undefined}
      />
    </PaymentPage>
  );
}
