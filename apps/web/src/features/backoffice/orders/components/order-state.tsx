import type { BackofficeOrder, OrderFollowUp } from '@forja/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FOLLOW_UP_COLORS: Record<OrderFollowUp, string> = {
  oxxo_pending: 'orange',
  payment_failed: 'red',
  cfdi_failed: 'red',
  followed_up: 'gray',
};

/** An order's status, and what it needs from the team when anything. */
export function OrderState({ order }: { order: BackofficeOrder }) {
  const { t } = useTranslation('backoffice-companies');
  const color = order.follow_up ? FOLLOW_UP_COLORS[order.follow_up] : null;
  return (
    <Group gap={6} wrap="wrap">
      {color && order.follow_up ? (
        <Badge variant="light" color={color} c={`${color}.9`}>
          {t(`orders.follow_up.${order.follow_up}`)}
        </Badge>
      ) : (
        <Badge
          variant="light"
          color={order.status === 'complete' ? 'forja' : 'gray'}
          c={order.status === 'complete' ? 'forja.9' : 'gray.9'}
        >
          {t(`orders.status.${order.status}`, { defaultValue: order.status })}
        </Badge>
      )}
    </Group>
  );
}
