import {
  COMPANY_DOCUMENT_TYPES,
  PARTNER_DOCUMENT_TYPES,
  REVIEWED_DOCUMENT_KINDS,
  type ReviewDocument,
  type ReviewedDocumentKind,
} from '@forja/contracts';
import { Badge, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
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
import { documentQueueQueryOptions, type DocumentQueueFilter } from './api/document-review';
import { QueueCompany } from './components/queue-company';
import { documentTypeName, formatDateTime } from './review-texts';

const isKind = (value: string | null): value is ReviewedDocumentKind =>
  (REVIEWED_DOCUMENT_KINDS as readonly string[]).includes(value ?? '');

/** The types a kind of document may have, for the type filter. */
function typesOf(kind: ReviewedDocumentKind | ''): { kind: ReviewedDocumentKind; type: string }[] {
  const company = COMPANY_DOCUMENT_TYPES.map((type) => ({ kind: 'company' as const, type }));
  const partner = PARTNER_DOCUMENT_TYPES.map((type) => ({ kind: 'partner' as const, type }));
  if (kind === 'company') return company;
  if (kind === 'partner') return partner;
  return [...partner, ...company];
}

/** The queue's columns: when, whose, which document, whose name it must bear, and the button to review it. */
function useQueueColumns(): ResponsiveColumn<ReviewDocument>[] {
  const { t } = useTranslation('backoffice-documents');
  const language = useLanguage();
  const owner = (item: ReviewDocument) => item.partner?.name ?? item.company.name ?? item.company.friendly_id;
  const name = (item: ReviewDocument) => documentTypeName(t, item.kind, item.type);
  return [
    { header: t('queue.uploaded_at'), cell: (item) => formatDateTime(language, item.uploaded_at) },
    {
      header: t('queue.company_column'),
      cell: (item) => <QueueCompany company={item.company} />,
    },
    {
      header: t('queue.document'),
      card: 'title',
      cell: (item) => (
        <>
          <Text size="sm" fw={600}>
            {name(item)}
          </Text>
          <Badge variant="light" color={item.kind === 'company' ? 'grape' : 'blue'} radius="sm" size="sm">
            {t(`kinds.${item.kind}`)}
          </Badge>
        </>
      ),
    },
    {
      header: t('queue.holder'),
      td: { style: { overflowWrap: 'anywhere' } },
      cell: (item) => item.must_match.name ?? '—',
    },
    {
      header: t('queue.actions'),
      hideHeader: true,
      card: 'actions',
      cell: (item) => (
        <Button
          component={Link}
          to={backofficePath(language, `documents/${item.kind}/${item.id}`)}
          size="xs"
          aria-label={t('queue.review_label', { document: name(item), owner: owner(item) })}
        >
          {t('queue.review')}
        </Button>
      ),
    },
  ];
}

/**
 * Documents to review: company and partner documents waiting for a decision, oldest first, filtered by
 * company, kind and type (kept in the URL), paginated.
 */
export function DocumentQueuePage() {
  const { t } = useTranslation('backoffice-documents');
  const { t: tb } = useTranslation('backoffice');
  useDocumentTitle(t('queue.title'));
  const columns = useQueueColumns();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const filter: DocumentQueueFilter = {
    company: params.get('company') ?? '',
    kind: isKind(kindParam) ? kindParam : '',
    type: params.get('type') ?? '',
    page: pageFromUrl(params),
  };
  const [draft, setDraft] = useState({ company: filter.company, kind: filter.kind, type: filter.type });
  const queue = useQuery(documentQueueQueryOptions(filter));
  const filtered = Boolean(filter.company || filter.kind || filter.type);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.company.trim()) next.set('company', draft.company.trim());
    if (draft.kind) next.set('kind', draft.kind);
    if (draft.type) next.set('type', draft.type);
    setParams(next);
  };

  const typeOptions = [
    { value: '', label: t('queue.type_all') },
    ...[...new Set(typesOf(draft.kind).map(({ type }) => type))].map((type) => {
      const entry = typesOf(draft.kind).find((candidate) => candidate.type === type);
      return { value: type, label: documentTypeName(t, entry?.kind ?? 'partner', type) };
    }),
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('queue.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('queue.intro')}
        </Text>
      </div>
      <Card withBorder radius="lg" p="md" component="form" onSubmit={apply} aria-label={t('queue.filters')}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('queue.company')}
            description={t('queue.company_hint')}
            value={draft.company}
            onChange={(event) => setDraft({ ...draft, company: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 14rem' }}
          />
          <Select
            label={t('queue.kind')}
            data={[
              { value: '', label: t('queue.kind_all') },
              ...REVIEWED_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
            value={draft.kind}
            onChange={(value) => setDraft({ ...draft, kind: isKind(value) ? value : '', type: '' })}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('queue.type')}
            data={typeOptions}
            value={draft.type}
            onChange={(value) => setDraft({ ...draft, type: value ?? '' })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit">{t('queue.apply')}</Button>
        </Group>
      </Card>
      {queue.isPending && <Loader role="status" aria-label={tb('loading')} />}
      {queue.isError && <LoadErrorAlert error={queue.error} />}
      {queue.data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('queue.total', { count: queue.data.total })}
        </Text>
      )}
      {queue.data && queue.data.items.length === 0 && (
        <Text>{filtered ? t('queue.empty_filtered') : t('queue.empty')}</Text>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <ResponsiveTable
          label={t('queue.title')}
          columns={columns}
          rows={queue.data.items}
          rowKey={(item) => `${item.kind}-${item.id}`}
          minWidth={760}
        />
      )}
      {queue.data && (
        <UrlPagination total={queue.data.total} pageSize={queue.data.page_size} page={filter.page} />
      )}
    </Stack>
  );
}
