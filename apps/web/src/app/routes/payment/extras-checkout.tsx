import { COMMISSARY_COUNCIL_ROLE } from '@forja/contracts';
import { companyFacts, checkoutRouteFor } from '@forja/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useQuote } from '../../../features/payments/api/checkout';
import { ordersQueryOptions } from '../../../features/payments/api/orders';
import { ProductOffer } from '../../../features/payments/components/product-offer';
import { TestModeNotice } from '../../../features/payments/components/test-mode-notice';
import { useLanguage } from '../../../lib/use-language';
import { useCompany } from '../../company-page';
import { BillingLink } from './billing-link';
import { PaymentPage } from './payment-page';
import type { PaymentPageData } from './payment-loaders';

/** What each extras page sells (catalogue product keys). */
export const EXTRAS = {
  Checkout: ['complemento_acta', 'commissary_service'],
  CheckoutAccountant: ['accountant'],
  CheckoutPreFunding: ['pre_funding'],
} as const;
export type ExtrasPage = keyof typeof EXTRAS;

const TEXT_KEYS: Record<ExtrasPage, string> = {
  Checkout: 'complement',
  CheckoutAccountant: 'accountant',
  CheckoutPreFunding: 'pre_funding',
};

/**
 * Checkout (the complement to the articles and the commissary service), CheckoutAccountant and
 * checkout_pre_funding: extras bought once the incorporation is paid (first_complete_payment).
 */
export function ExtrasCheckoutPage({ page }: { page: ExtrasPage }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const loaded = useLoaderData<PaymentPageData>();
  const company = useCompany(loaded.company);
  const paid = companyFacts(company).existOrderComplete;
  const products = EXTRAS[page];
  const orders = useQuery(ordersQueryOptions(company.id));
  const quote = useQuote(company.id, products[0]);
  const bought = (product: string) =>
    (orders.data?.orders ?? []).some(
      (order) => order.product === product && order.status !== 'awaiting_checkout',
    ) ||
    (orders.data?.subscriptions ?? []).some(
      (entry) => entry.product === product && entry.status === 'active',
    );
  const key = TEXT_KEYS[page];
  // The commissary the founder appointed: Forja's service, once assigned, takes their place.
  const appointedCommissary = company.council.find(
    (member) => member.council_role === COMMISSARY_COUNCIL_ROLE,
  )?.name;

  return (
    <PaymentPage title={t(`extras.${key}.title`)} intro={t(`extras.${key}.intro`)}>
      <TestModeNotice provider={quote.data?.provider} />
      {!paid && (
        <Text size="sm">
          {t('extras.needs_payment')}{' '}
          <Anchor
            component={Link}
            to={routeUrl(language, {
              name: checkoutRouteFor(company),
              params: { company_id: String(company.id) },
            })}
            fw={600}
          >
            {t('extras.go_pay')}
          </Anchor>
        </Text>
      )}
      <Stack gap="md">
        {products.map((product) => (
          <Stack key={product} gap="xs">
            {product === 'commissary_service' && appointedCommissary && !bought(product) && (
              <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
                <Text size="sm" c="gray.9">
                  {t('extras.commissary_replaces', { name: appointedCommissary })}
                </Text>
              </Alert>
            )}
            <ProductOffer
              companyId={company.id}
              product={product}
              disabledReason={!paid ? t('extras.locked') : bought(product) ? t('extras.already') : null}
              footer={paid ? <BillingLink companyId={company.id} /> : undefined}
            />
          </Stack>
        ))}
      </Stack>
    </PaymentPage>
  );
}
