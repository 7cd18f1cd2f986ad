import { formatMoney, type Language } from '@forja/domain';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { paths, routeUrl } from '../../../config/paths';
import { refreshCompany } from '../../../features/company/api/get-company-profile';
import { useCompanyOrders } from '../../../features/payments/api/orders';
import { useLanguage } from '../../../lib/use-language';
import { useCompany } from '../../company-page';
import { SurveyPrompt } from '../../survey-prompt';
import { PaymentPage } from './payment-page';
import { paymentPageUrl, type PaymentPageData } from './payment-loaders';

/**
 * A service bought once the formation is paid: the page where the founder follows it (the formation's next
 * step and the "how did you hear of us" question belong to the first payment only).
 */
function servicePage(language: Language, companyId: number, product: string): string | null {
  switch (product) {
    case 'accountant':
      return paths.accountantTally(language, companyId);
    case 'commissary_service':
      return paths.companyAdmin(language, companyId);
    case 'complemento_acta':
    case 'pre_funding':
      return paths.services(language, companyId);
    default:
      return null;
  }
}

/** After this long without the provider's confirmation, the page says so and offers PaymentStatus. */
const SLOW_CONFIRMATION_MS = 30_000;

/**
 * payment_complete: where the provider sends the payer back. The order becomes complete only through the
 * provider's webhook, so the page waits for it (asking again every few seconds); an OXXO voucher goes to
 * PaymentStatus; a paid order thanks the founder and goes on.
 */
export function PaymentCompletePage() {
  const { t } = useTranslation('payments');
  const { t: tWorkspace } = useTranslation('workspace');
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loaded = useLoaderData<PaymentPageData>();
  const company = useCompany(loaded.company);
  const orderId = Number(search.get('order')) || undefined;
  const orders = useCompanyOrders(company.id, (data) => {
    const order = data?.orders.find((entry) => orderId === undefined || entry.id === orderId);
    return !order || order.status === 'awaiting_checkout';
  });
  const order = orders.data?.orders.find((entry) => orderId === undefined || entry.id === orderId);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (order?.status === 'pending') {
      void refreshCompany(company.id).then(() =>
        navigate(routeUrl(language, { name: 'PaymentStatus', params: { company_id: String(company.id) } }), {
          replace: true,
        }),
      );
    }
    if (order?.status === 'complete') void refreshCompany(company.id);
  }, [order?.status, company.id, language, navigate]);

  if (order?.status === 'complete') {
    const service = servicePage(language, company.id, order.product);
    // A product a deployment's own catalogue added: the name it was bought under, not its key.
    const productName = tWorkspace(`services.products.${order.product}.name`, {
      defaultValue: order.items[0]?.name ?? order.product,
    });
    return (
      <PaymentPage
        title={t('complete.title')}
        intro={service ? t('complete.service_intro', { product: productName }) : t('complete.intro')}
      >
        <Alert
          color="forja"
          variant="light"
          styles={{ title: { color: 'var(--mantine-color-forja-9)' } }}
          icon={<IconCircleCheck size={22} aria-hidden />}
          title={t('complete.received')}
        >
          <Text size="sm" c="dark.9">
            {t('complete.amount', { amount: formatMoney(order.total_centavos) })}
          </Text>
        </Alert>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Text>{service ? t('complete.service_next') : t('complete.next')}</Text>
            <Group>
              <Button
                onClick={() =>
                  void refreshCompany(company.id).then(() =>
                    navigate(service ?? paymentPageUrl(language, company.id, 'hear_about')),
                  )
                }
              >
                {t('complete.continue')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <SurveyPrompt companyId={company.id} step="payment" />
      </PaymentPage>
    );
  }

  return (
    <PaymentPage title={t('complete.waiting_title')} intro={t('complete.waiting_intro')}>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="sm" wrap="nowrap" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('complete.confirming')}</Text>
        </Group>
        {slow && (
          <Stack gap="xs" mt="md">
            <Text size="sm">{t('complete.slow')}</Text>
            <Button
              component={Link}
              variant="light"
              to={routeUrl(language, { name: 'PaymentStatus', params: { company_id: String(company.id) } })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('complete.see_status')}
            </Button>
          </Stack>
        )}
      </Card>
    </PaymentPage>
  );
}
