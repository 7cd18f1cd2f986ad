import { ORDER_QUEUE_FILTERS, type OrderQueueFilter } from '@forja/contracts';
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { pageFromUrl, UrlPagination } from '../components/url-pagination';
import { ordersQueueQueryOptions, type OrdersFilter } from './api/orders';
import { orderColumn, orderWorkColumns } from './components/order-columns';

const isKind = (value: string | null): value is OrderQueueFilter =>
  (ORDER_QUEUE_FILTERS as readonly string[]).includes(value ?? '');

/** The filters the URL holds: unknown values fall back to the defaults rather than failing. */
function filterFrom(params: URLSearchParams): OrdersFilter {
  const kind = params.get('kind');
  const company = Number(params.get('company_id'));
  return {
    kind: isKind(kind) ? kind : 'open',
    company_id: Number.isInteger(company) && company > 0 ? company : undefined,
    page: pageFromUrl(params),
  };
}

/**
 * Payments to follow up, oldest first: OXXO vouchers not paid yet and failed payments (as counted on the
 * home page), with the provider's references and the team's notes. Refunds happen outside Forja; a note
 * records what was done, and takes a failed payment out of the queue.
 */
export function OrdersPage() {
  const { t } = useTranslation('backoffice-companies');
  useDocumentTitle(t('orders.title'));
  const language = useLanguage();
  const format = useBackofficeFormats();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const queue = useQuery(ordersQueueQueryOptions(filter));

  const change = (key: 'kind' | 'company_id', value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value && !(key === 'kind' && value === 'open')) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const filtered = filter.kind !== 'open' || filter.company_id !== undefined;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('orders.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={760}>
          {t('orders.intro')}
        </Text>
      </div>
      <Card withBorder radius="lg" p="md" aria-label={t('orders.filters')} component="section">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('orders.kind')}
            data={ORDER_QUEUE_FILTERS.map((kind) => ({ value: kind, label: t(`orders.kinds.${kind}`) }))}
            value={filter.kind}
            onChange={(value) => change('kind', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
          />
          {filter.company_id !== undefined && (
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('orders.company_filter', { id: filter.company_id })}</Text>
              <Button variant="subtle" h={44} onClick={() => change('company_id', null)}>
                {t('orders.all_companies')}
              </Button>
            </Group>
          )}
        </Group>
      </Card>

      {queue.isPending && <LoadingLine label={t('backoffice:loading')} />}
      {queue.isError && <LoadErrorAlert error={queue.error} />}
      {queue.data && queue.data.items.length === 0 && (
        <Text c="gray.7">{t(filtered ? 'orders.empty_filtered' : 'orders.empty')}</Text>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {t('orders.total', { count: queue.data.total })}
          </Text>
          <ResponsiveTable
            label={t('orders.title')}
            rows={queue.data.items}
            rowKey={(order) => order.id}
            minWidth={980}
            columns={[
              {
                header: t('orders.since'),
                cell: (order) => (
                  <>
                    <Text size="sm">{format.dateTime(order.since)}</Text>
                    <Text size="xs" c="gray.7">
                      {format.since(order.since)}
                    </Text>
                  </>
                ),
              },
              orderColumn(t, format, { withDate: false }),
              {
                header: t('orders.company'),
                td: { maw: 220 },
                cell: (order) => (
                  <>
                    <Anchor
                      component={Link}
                      to={backofficePath(language, `companies/${order.company.id}`)}
                      size="sm"
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {order.company.name ?? order.company.friendly_id}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      {order.company.friendly_id}
                    </Text>
                  </>
                ),
              },
              ...orderWorkColumns(t),
            ]}
          />
          <UrlPagination total={queue.data.total} pageSize={queue.data.page_size} page={filter.page} />
        </>
      )}
    </Stack>
  );
}
