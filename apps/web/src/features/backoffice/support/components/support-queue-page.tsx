import {
  FAQ_CATEGORY_KEYS,
  SUPPORT_QUEUE_STATUS_FILTERS,
  type FaqCategoryKey,
  type SupportQueueItem,
  type SupportQueueStatusFilter,
  type SupportRequestStage,
} from '@forja/contracts';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { formatDate } from '../../../../lib/format-date';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLanguage } from '../../../../lib/use-language';
import { backofficePath } from '../../navigation';
import { supportQueueQueryOptions, type SupportQueueFilter } from '../api/support-requests';
import { LoadErrorAlert, LoadingLine } from '../../components/query-states';
import { pageFromUrl, UrlPagination } from '../../components/url-pagination';

const STAGE_COLORS: Record<SupportRequestStage, string> = {
  pending: 'orange',
  in_progress: 'blue',
  resolved: 'forja',
};

/** A request's stage as a badge, in the operator's language. */
export function StageBadge({ stage }: { stage: SupportRequestStage }) {
  const { t } = useTranslation('backoffice-support');
  return (
    <Badge variant="light" color={STAGE_COLORS[stage]} c={`${STAGE_COLORS[stage]}.9`}>
      {t(`stage.${stage}`)}
    </Badge>
  );
}

const isStatusFilter = (value: string | null): value is SupportQueueStatusFilter =>
  (SUPPORT_QUEUE_STATUS_FILTERS as readonly string[]).includes(value ?? '');
const isCategory = (value: string | null): value is FaqCategoryKey =>
  (FAQ_CATEGORY_KEYS as readonly string[]).includes(value ?? '');

/** The filters the URL holds: unknown values fall back to the defaults rather than failing. */
function filterFrom(params: URLSearchParams): SupportQueueFilter {
  const status = params.get('status');
  const category = params.get('category');
  return {
    status: isStatusFilter(status) ? status : 'open',
    category: isCategory(category) ? category : undefined,
    company: params.get('company')?.trim() || undefined,
    page: pageFromUrl(params),
  };
}

function LastMessage({ item, format }: { item: SupportQueueItem; format: (date: string) => string }) {
  const { t } = useTranslation('backoffice-support');
  if (!item.last_author_kind || !item.last_message_at) {
    return (
      <Text size="sm" c="gray.7">
        {t('queue.no_messages')}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">
        {t(item.last_author_kind === 'operator' ? 'queue.last_by_operator' : 'queue.last_by_user')}
      </Text>
      <Text size="xs" c="gray.7">
        {format(item.last_message_at)}
      </Text>
    </>
  );
}

/**
 * Support requests, oldest first: open ones by default (as counted on the home page), filtered by status,
 * topic and company. The filters and the page live in the URL, so a link keeps them.
 */
export function SupportQueuePage() {
  const { t } = useTranslation('backoffice-support');
  useDocumentTitle(t('queue.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [draft, setDraft] = useState<{ status: string; category: string; company: string }>({
    status: filter.status,
    category: filter.category ?? '',
    company: filter.company ?? '',
  });
  const queue = useQuery(supportQueueQueryOptions(filter));
  const format = (date: string) => formatDate(language, 'dayTime', date);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.status !== 'open') next.set('status', draft.status);
    if (draft.category) next.set('category', draft.category);
    if (draft.company.trim()) next.set('company', draft.company.trim());
    setParams(next);
  };
  const clear = () => {
    setDraft({ status: 'open', category: '', company: '' });
    setParams(new URLSearchParams());
  };
  const filtered = params.toString().replace(/(^|&)page=\d+/, '') !== '';

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('queue.title')}
      </Title>
      <Card withBorder radius="lg" p="md" component="form" onSubmit={apply} aria-label={t('queue.filters')}>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('queue.status')}
            data={SUPPORT_QUEUE_STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value ?? 'open' })}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('queue.category')}
            data={[
              { value: '', label: t('queue.any_category') },
              ...FAQ_CATEGORY_KEYS.map((key) => ({ value: key, label: t(`categories.${key}`) })),
            ]}
            value={draft.category}
            onChange={(value) => setDraft({ ...draft, category: value ?? '' })}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
          <TextInput
            label={t('queue.company')}
            description={t('queue.company_help')}
            value={draft.company}
            onChange={(event) => setDraft({ ...draft, company: event.currentTarget.value })}
            maxLength={200}
            w={{ base: '100%', xs: 240 }}
          />
          <Group gap="xs">
            <Button type="submit" h={44}>
              {t('queue.apply')}
            </Button>
            {filtered && (
              <Button variant="subtle" h={44} onClick={clear}>
                {t('queue.clear')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>

      {queue.isPending && <LoadingLine label={t('backoffice:loading')} />}
      {queue.isError && <LoadErrorAlert error={queue.error} />}
      {queue.data && queue.data.items.length === 0 && (
        <Text c="gray.7">{t(filtered ? 'queue.empty' : 'queue.empty_open')}</Text>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {t('queue.total', { count: queue.data.total })}
          </Text>
          <ResponsiveTable
            label={t('queue.title')}
            rows={queue.data.items}
            rowKey={(item) => item.id}
            minWidth={860}
            columns={[
              {
                header: t('queue.received'),
                cell: (item) => <Text size="sm">{format(item.created_at)}</Text>,
              },
              {
                header: t('queue.request'),
                card: 'title',
                td: { maw: 320 },
                cell: (item) => (
                  <>
                    <Anchor
                      component={Link}
                      to={backofficePath(language, `support/${item.id}`)}
                      fw={600}
                      size="sm"
                      lineClamp={2}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.message.trim() || item.request_type}
                    </Anchor>
                    <Text size="xs" c="gray.7" fw={400}>
                      {t(`categories.${item.category_key}`, { defaultValue: item.main_category })}
                      {` · ${item.request_type}`}
                    </Text>
                  </>
                ),
              },
              {
                header: t('queue.company'),
                cell: (item) => (
                  <>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.company.name ?? '—'}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {item.company.friendly_id ?? `#${item.company.id}`}
                    </Text>
                  </>
                ),
              },
              {
                header: t('queue.user'),
                cell: (item) => (
                  <>
                    <Text size="sm">{item.user.name || '—'}</Text>
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {item.user.email}
                    </Text>
                  </>
                ),
              },
              { header: t('queue.state'), cell: (item) => <StageBadge stage={item.stage} /> },
              {
                header: t('queue.last_message'),
                cell: (item) => <LastMessage item={item} format={format} />,
              },
            ]}
          />
        </>
      )}
      {queue.data && (
        <UrlPagination total={queue.data.total} pageSize={queue.data.page_size} page={filter.page} />
      )}
    </Stack>
  );
}
