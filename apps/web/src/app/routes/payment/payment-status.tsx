import { checkoutRouteFor, formatMoney } from '@forja/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { fetchProfile } from '../../../features/auth/api/session';
import { refreshCompany } from '../../../features/company/api/get-company-profile';
import { useQuote } from '../../../features/payments/api/checkout';
import { useCompanyOrders } from '../../../features/payments/api/orders';
import { productName } from '../../../features/payments/components/product-offer';
import { OxxoVoucher } from '../../../features/payments/components/oxxo-voucher';
import { TestModeNotice } from '../../../features/payments/components/test-mode-notice';
import { useLanguage } from '../../../lib/use-language';
import { useCompany } from '../../company-page';
import { PaymentPage } from './payment-page';
import { nextStepUrl, type PaymentPageData } from './payment-loaders';

/**
 * PaymentStatus: a payment on its way (an OXXO voucher: reference, amount, deadline, next steps), a checkout
 * left unfinished, or the confirmation once the money arrived. The page asks again every few seconds while a
 * payment is pending.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const navigate = useNavigate();
  const loaded = useLoaderData<PaymentPageData>();
  const company = useCompany(loaded.company);
  const orders = useCompanyOrders(company.id, (data) =>
    (data?.orders ?? []).some((order) => order.status === 'pending'),
  );
  const list = orders.data?.orders ?? [];
  const pending = list.filter((order) => order.status === 'pending');
  const unfinished = list.filter((order) => order.status === 'awaiting_checkout');
  const complete = list.filter((order) => order.status === 'complete');
  const quote = useQuote(company.id, list[0]?.product ?? 'formation');
  const hadPending = useRef(false);

  // When the store's payment arrives, the company is read again so every guard sees it paid.
  useEffect(() => {
    if (pending.length > 0) hadPending.current = true;
    else if (hadPending.current && complete.length > 0) void refreshCompany(company.id);
  }, [pending.length, complete.length, company.id]);

  const goOn = async () => {
    const [user, fresh] = await Promise.all([fetchProfile(true), refreshCompany(company.id)]);
    await navigate(nextStepUrl(language, user, fresh));
  };
  const checkoutUrl = routeUrl(language, {
    name: checkoutRouteFor(company),
    params: { company_id: String(company.id) },
  });

  return (
    <PaymentPage title={t('status.title')} intro={pending.length > 0 ? t('status.intro_pending') : undefined}>
      <TestModeNotice provider={quote.data?.provider} />
      {pending.length === 0 && complete.length > 0 && (
        <Alert
          color="forja"
          variant="light"
          styles={{ title: { color: 'var(--mantine-color-forja-9)' } }}
          icon={<IconCircleCheck size={22} aria-hidden />}
          title={t('status.paid_title')}
        >
          <Stack gap="sm">
            <Text size="sm" c="dark.9">
              {t('status.paid_body', {
                items: complete
                  .map((order) =>
                    order.items.map((item) => productName(t, item.product, item.name)).join(', '),
                  )
                  .join(' · '),
              })}
            </Text>
            <Button onClick={() => void goOn()} style={{ alignSelf: 'flex-start' }}>
              {t('status.continue')}
            </Button>
          </Stack>
        </Alert>
      )}
      {pending.map((order) => (
        <OxxoVoucher key={order.id} order={order} sandbox={quote.data?.provider === 'sandbox'} />
      ))}
      {pending.length > 0 && (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="gray.7" style={{ flex: '1 1 240px' }}>
            {t('status.auto_refresh')}
          </Text>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={orders.isFetching}
            onClick={() => void orders.refetch()}
          >
            {t('status.check_now')}
          </Button>
        </Group>
      )}
      {unfinished.map((order) => (
        <Card
          key={order.id}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby={`unfinished-${order.id}`}
        >
          <Stack gap="xs">
            <Title order={2} fz="md" id={`unfinished-${order.id}`}>
              {t('status.unfinished_title', {
                product: productName(t, order.product, order.items[0]?.name ?? ''),
              })}
            </Title>
            <Text size="sm">
              {t('status.unfinished_body', { amount: formatMoney(order.total_centavos) })}
            </Text>
            <Button component={Link} to={checkoutUrl} variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('status.finish')}
            </Button>
          </Stack>
        </Card>
      ))}
      {orders.isSuccess && list.length === 0 && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Text>{t('status.empty')}</Text>
            <Button component={Link} to={checkoutUrl} style={{ alignSelf: 'flex-start' }}>
              {t('status.go_pay')}
            </Button>
          </Stack>
        </Card>
      )}
    </PaymentPage>
  );
}
