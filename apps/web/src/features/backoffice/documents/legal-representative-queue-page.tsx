import type { ReviewLegalRepresentative } from '@forja/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { legalRepresentativeQueueQueryOptions } from './api/legal-representative-review';
import { formatDateTime } from './review-texts';

function QueueRow({ item }: { item: ReviewLegalRepresentative }) {
  const { t } = useTranslation('backoffice-documents');
  const language = useLanguage();
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(language, item.created_at)}</Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {item.company.friendly_id}
        </Text>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {item.company.name ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
      <Table.Td ff="monospace">{item.rfc}</Table.Td>
      <Table.Td>
        <Button
          component={Link}
          to={backofficePath(language, `legal-representatives/${item.id}`)}
          size="xs"
          aria-label={t('representatives.review_label', { name: item.name })}
        >
          {t('queue.review')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Legal representatives waiting for review, oldest first, filtered by company (in the URL), paginated. */
export function LegalRepresentativeQueuePage() {
  const { t } = useTranslation('backoffice-documents');
  const { t: tb } = useTranslation('backoffice');
  useDocumentTitle(t('representatives.title'));
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
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
      {queue.isError && (
        <Alert color="red" role="alert">
          {errorText(queue.error instanceof ApiError ? queue.error.codes[0] : undefined)}
        </Alert>
      )}
      {queue.data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('representatives.total', { count: queue.data.total })}
        </Text>
      )}
      {queue.data && queue.data.items.length === 0 && (
        <Text>{company ? t('queue.empty_filtered') : t('representatives.empty')}</Text>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={680}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('representatives.added_at')}</Table.Th>
                <Table.Th>{t('queue.company_column')}</Table.Th>
                <Table.Th>{t('representatives.name')}</Table.Th>
                <Table.Th>{t('match.rfc')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('queue.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.items.map((item) => (
                <QueueRow key={item.id} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {queue.data && queue.data.total > queue.data.page_size && (
        <Pagination
          total={Math.ceil(queue.data.total / queue.data.page_size)}
          value={page}
          onChange={(next) => {
            const query = new URLSearchParams(params);
            query.set('page', String(next));
            setParams(query);
          }}
          getControlProps={(control) => ({ 'aria-label': tb(`pagination.${control}`) })}
          getItemProps={(value) => ({ 'aria-label': tb('pagination.page', { page: value }) })}
        />
      )}
    </Stack>
  );
}
