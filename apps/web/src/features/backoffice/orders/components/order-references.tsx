import type { BackofficeOrder } from '@forja/contracts';
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBackofficeFormats } from '../../companies/format';

/** The provider's references of an order: OXXO reference, checkout session, failure event, payment. */
export function OrderReferences({ order }: { order: BackofficeOrder }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  const lines: { label: string; value: string; note?: string }[] = [];
  if (order.oxxo_number) {
    lines.push({
      label: t('orders.oxxo_number'),
      value: order.oxxo_number,
      note: order.oxxo_expires_at
        ? t('orders.oxxo_expires', { date: format.dateTime(order.oxxo_expires_at) })
        : undefined,
    });
  }
  if (order.provider_session_id) lines.push({ label: t('orders.session'), value: order.provider_session_id });
  if (order.failure) {
    lines.push({
      label: t('orders.failure_event'),
      value: order.failure.provider_event_id,
      note: t('orders.failed_at', { date: format.dateTime(order.failure.failed_at) }),
    });
  }
  if (order.provider_payment_id)
    lines.push({ label: t('orders.payment_id'), value: order.provider_payment_id });
  if (order.cfdi_error) lines.push({ label: t('orders.cfdi_error'), value: order.cfdi_error });
  return (
    <Stack gap={4}>
      <Text size="xs" c="gray.7">
        {t('orders.provider', { provider: order.provider })}
      </Text>
      {lines.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('orders.no_references')}
        </Text>
      )}
      {lines.map((line) => (
        <div key={line.label}>
          <Text size="xs" c="gray.7">
            {line.label}
          </Text>
          <Code fz="sm" style={{ overflowWrap: 'anywhere', userSelect: 'all' }}>
            {line.value}
          </Code>
          {line.note && (
            <Text size="xs" c="gray.7">
              {line.note}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
