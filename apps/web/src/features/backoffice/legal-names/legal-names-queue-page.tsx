import type { LegalNameCase } from '@forja/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconSearch, IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { pageFromUrl, UrlPagination } from '../components/url-pagination';
import { legalNameQueueQueryOptions } from './api/legal-names';
import { ProposalCheck } from './components/proposal-check';
import { formatDay } from '../../../lib/format-date';

function CaseCard({ item }: { item: LegalNameCase }) {
  const { t } = useTranslation('backoffice-names');
  const language = useLanguage();
  const company = item.company_name ?? item.friendly_id;
  const titleId = `legal-name-case-${item.company_id}`;
  const href = backofficePath(language, `legal-names/${item.company_id}`);
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="outline" color="gray" c="gray.8" radius="sm" ff="monospace">
                {item.friendly_id}
              </Badge>
              <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={href} inherit>
                  {company}
                </Anchor>
              </Title>
            </Group>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {t('founder', {
                name: item.founder_name || item.founder_email || '—',
                context: item.founder_gender ?? undefined,
              })}
              {item.founder_name && item.founder_email ? ` · ${item.founder_email}` : ''}
            </Text>
            {item.waiting_since && (
              <Text size="sm" c="gray.7">
                {t('waiting_since', { date: formatDay(language, item.waiting_since) })}
              </Text>
            )}
          </Stack>
          <Button component={Link} to={href} aria-label={t('queue.open_company', { company })}>
            {t('queue.open')}
          </Button>
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('queue.proposals')}
          </Text>
          <Stack component="ol" gap={6} m={0} pl="md">
            {item.proposals.map((proposal) => (
              <li key={proposal.id}>
                <Group gap="xs" wrap="wrap" align="center">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {proposal.name}
                  </Text>
                  {proposal.decision === 'refused' ? (
                    <Badge
                      variant="light"
                      color="gray"
                      c="gray.8"
                      radius="sm"
                      style={{ textTransform: 'none' }}
                    >
                      {t('decision.refused')}
                    </Badge>
                  ) : (
                    <ProposalCheck check={proposal.check} compact />
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The Legal names queue: companies whose proposals wait for the SE's answer, oldest first, each proposal
 * with its risk check; searchable by friendly_id, company or proposed name (kept in the URL), paginated.
 */
export function LegalNamesQueuePage() {
  const { t } = useTranslation('backoffice-names');
  useDocumentTitle(t('queue.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromUrl(params);
  const [draft, setDraft] = useState(q);
  const queue = useQuery(legalNameQueueQueryOptions({ q, page }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('queue.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={760}>
          {t('queue.intro')}
        </Text>
      </div>
      <form onSubmit={search} role="search">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('queue.search_label')}
            placeholder={t('queue.search_placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={18} aria-hidden />}
            style={{ flex: '1 1 260px' }}
            maxLength={100}
          />
          <Button type="submit">{t('queue.search')}</Button>
          {q && (
            <Button
              variant="subtle"
              onClick={() => {
                setDraft('');
                setParams(new URLSearchParams());
              }}
            >
              {t('queue.clear')}
            </Button>
          )}
        </Group>
      </form>

      {queue.isPending && <Loader role="status" aria-label={t('loading')} />}
      {queue.isError && (
        <LoadErrorAlert
          error={queue.error}
          retry={{ label: t('retry'), onClick: () => void queue.refetch() }}
        />
      )}
      {queue.data && (
        <Text size="sm" c="gray.7" role="status">
          {t('queue.total', { count: queue.data.total })}
        </Text>
      )}
      {queue.data && queue.data.items.length === 0 && (
        <Stack align="center" gap={6} ta="center" py="xl">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconSignature size={26} />
          </ThemeIcon>
          {q ? (
            <Text fw={600}>{t('queue.empty_search', { q })}</Text>
          ) : (
            <>
              <Text fw={700}>{t('queue.empty_title')}</Text>
              <Text c="gray.7" maw={460}>
                {t('queue.empty_body')}
              </Text>
            </>
          )}
        </Stack>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {queue.data.items.map((item) => (
            <CaseCard key={item.company_id} item={item} />
          ))}
        </Stack>
      )}
      {queue.data && <UrlPagination total={queue.data.total} pageSize={queue.data.page_size} page={page} />}
    </Stack>
  );
}
