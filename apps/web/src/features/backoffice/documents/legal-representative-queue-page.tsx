import type { ReviewLegalRepresentative } from '@forja/contracts';
import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { pageFromUrl, UrlPagination } from '../components/url-pagination';
import { legalRepresentativeQueueQueryOptions } from './api/legal-representative-review';
import { QueueCompany } from './components/queue-company';
import { formatDateTime } from './review-texts';

/** The queue's columns: when, whose, the representative's name and RFC, and the button to review them. */
function useQueueColumns(): ResponsiveColumn<ReviewLegalRepresentative>[] {
  const { t } = useTranslation('backoffice-documents');
  const language = useLanguage();
  return [
    { header: t('representatives.added_at'), cell: (item) => formatDateTime(language, item.created_at) },
    { header: t('queue.company_column'), cell: (item) => <QueueCompany company={item.company} /> },
    {
      header: t('representatives.name'),
      card: 'title',
      td: { style: { overflowWrap: 'anywhere' } },
      cell: (item) => item.name,
    },
    {
      header: t('match.rfc'),
      td: { ff: 'monospace' },
      cell: (item) => (
        <Text span ff="monospace" size="sm">
          {item.rfc}
        </Text>
      ),
    },
    {
      header: t('queue.actions'),
      hideHeader: true,
      card: 'actions',
      cell: (item) => (
        <Button
          component={Link}
          to={backofficePath(language, `legal-representatives/${item.id}`)}
          size="xs"
          aria-label={t('representatives.review_label', { name: item.name })}
        >
          {t('queue.review')}
        </Button>
      ),
    },
  ];
}

/** Legal representatives waiting for review, oldest first, filtered by company (in the URL), paginated. */
export function LegalRepresentativeQueuePage() {
  const { t } = useTranslation('backoffice-documents');
  const { t: tb } = useTranslation('backoffice');
  useDocumentTitle(t('representatives.title'));
  const columns = useQueueColumns();
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? '';
  const page = pageFromUrl(params);
  const [draft, setDraft] = useState(company);
  const queue = useQuery(legalRepresentativeQueueQueryOptions({ company, page }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('company', draft.trim());
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('representatives.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('representatives.intro')}
        </Text>
      </div>
      <Card withBorder radius="lg" p="md" component="form" onSubmit={apply} aria-label={t('queue.filters')}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('queue.company')}
            description={t('queue.company_hint')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit">{t('queue.apply')}</Button>
        </Group>
      </Card>
      {queue.isPending && <Loader role="status" aria-label={tb('loading')} />}
      {queue.isError && <LoadErrorAlert error={queue.error} />}
      {queue.data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('representatives.total', { count: queue.data.total })}
        </Text>
      )}
      {queue.data && queue.data.items.length === 0 && (
        <Text>{company ? t('queue.empty_filtered') : t('representatives.empty')}</Text>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <ResponsiveTable
          label={t('representatives.title')}
          columns={columns}
          rows={queue.data.items}
          rowKey={(item) => item.id}
          minWidth={680}
        />
      )}
      {queue.data && <UrlPagination total={queue.data.total} pageSize={queue.data.page_size} page={page} />}
    </Stack>
  );
}
