import { formatMoney } from '@forja/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useCompanyOrders } from '../../../features/payments/api/orders';
import { productName } from '../../../features/payments/components/product-offer';
import { SubscriptionCard } from '../../../features/payments/components/subscriptions-list';
import { i18n } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCompany } from '../../company-page';
import { PaymentPage } from './payment-page';
import type { PaymentPageData } from './payment-loaders';

const EXTRA_PRODUCTS = [
  'complemento_acta',
  'commissary_service',
  'accountant',
  'pre_funding',
  'rnie_registration',
];
const ORDER_COLORS: Record<string, string> = {
  complete: 'teal',
  pending: 'yellow',
  awaiting_checkout: 'gray',
};

/**
 * payment_status_complement (PaymentUpdate): the extras bought after incorporation (the complement to the
 * articles, the commissary service, the accountant…), their status, and the card of the yearly services
 * (update_payment_method).
 */
export function PaymentStatusComplementPage() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const loaded = useLoaderData<PaymentPageData>();
  const company = useCompany(loaded.company);
  const orders = useCompanyOrders(company.id, (data) =>
    (data?.orders ?? []).some((order) => order.status === 'pending'),
  );
  const extras = (orders.data?.orders ?? []).filter((order) => EXTRA_PRODUCTS.includes(order.product));

  useEffect(() => {
    if (search.get('payment_method') === 'updated') {
      showSuccess(i18n.t('success:update_payment_method'));
      setSearch({}, { replace: true });
    }
  }, [search, setSearch]);

  return (
    <PaymentPage title={t('complement.title')} intro={t('complement.intro')}>
      {(orders.data?.subscriptions ?? []).map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          pmLastFour={orders.data?.pm_last_four ?? null}
        />
      ))}
      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="extras-orders"
      >
        <Title order={2} fz="lg" id="extras-orders">
          {t('complement.orders_title')}
        </Title>
        {extras.length === 0 ? (
          <Text size="sm" mt="xs">
            {t('complement.empty')}
          </Text>
        ) : (
          <Stack gap="sm" mt="sm">
            {extras.map((order) => (
              <Group key={order.id} justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{productName(t, order.product, order.items[0]?.name ?? '')}</Text>
                  <Text size="sm" c="gray.7">
                    {formatMoney(order.total_centavos)}
                  </Text>
                </div>
                <Badge
                  color={ORDER_COLORS[order.status] ?? 'gray'}
                  variant="light"
                  c="dark.9"
                  style={{ flexShrink: 0 }}
                >
                  {t(`order_status.${order.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        <Button
          component={Link}
          to={routeUrl(language, { name: 'Checkout', params: { company_id: String(company.id) } })}
          variant="light"
          mt="md"
        >
          {t('complement.buy_more')}
        </Button>
      </Card>
    </PaymentPage>
  );
}
