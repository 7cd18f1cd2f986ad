import type { BackofficeOrder } from '@forja/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ResponsiveColumn } from '../../../../components/responsive-table';
import type { useBackofficeFormats } from '../../companies/format';
import { OrderNotes } from './order-notes';
import { OrderReferences } from './order-references';
import { OrderState } from './order-state';

type Formats = ReturnType<typeof useBackofficeFormats>;

/** The order's number, total and product, the title of its row; with its date when no other column shows it. */
export function orderColumn(
  t: TFunction<'backoffice-companies'>,
  format: Formats,
  { withDate }: { withDate: boolean },
): ResponsiveColumn<BackofficeOrder> {
  return {
    header: t('orders.order'),
    card: 'title',
    td: { maw: withDate ? 240 : 220 },
    cell: (order) => (
      <>
        <Text size="sm" fw={600}>
          {t('orders.order_number', { id: order.id })}
        </Text>
        <Text size="sm" fw={400}>
          {format.money(order.total_centavos)}
        </Text>
        <Text size="xs" c="gray.7" fw={400}>
          {format.product(order)}
        </Text>
        {withDate && (
          <Text size="xs" c="gray.7" fw={400}>
            {format.dateTime(order.created_at)}
          </Text>
        )}
      </>
    ),
  };
}

/** What the team works on an order with: its state, its payment and invoice references, its notes. */
export function orderWorkColumns(t: TFunction<'backoffice-companies'>): ResponsiveColumn<BackofficeOrder>[] {
  return [
    { header: t('orders.state'), cell: (order) => <OrderState order={order} /> },
    {
      header: t('orders.reference'),
      card: 'full',
      td: { maw: 260 },
      cell: (order) => <OrderReferences order={order} />,
    },
    {
      header: t('orders.notes'),
      card: 'full',
      td: { maw: 280 },
      cell: (order) => <OrderNotes order={order} />,
    },
  ];
}
