import type { BackofficeFailedJob, BackofficeJobKindCounts } from '@forja/contracts';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { ResponsiveTable } from '../../../components/responsive-table';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffMeQueryOptions } from '../api/staff';
import { useBackofficeFormats } from '../companies/format';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { pageFromUrl, UrlPagination } from '../components/url-pagination';
import { failedJobsQueryOptions, useRetryJob } from './api/jobs';

/** A job's kind in words where the page knows it, else the kind itself. */
function useKindLabel() {
  const { t } = useTranslation('backoffice');
  return (kind: string) => t(`jobs.kinds.${kind}`, { defaultValue: kind });
}

/** The page header's counts: unfinished jobs of each kind, waiting and given up. */
function KindCounts(props: { kinds: BackofficeJobKindCounts[] }) {
  const { t } = useTranslation('backoffice');
  const label = useKindLabel();
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="job-kinds-title">
      <Title order={2} fz="md" id="job-kinds-title" mb="xs">
        {t('jobs.by_kind')}
      </Title>
      {props.kinds.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('jobs.none_pending')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" component="ul" p={0} m={0}>
          {props.kinds.map((row) => (
            <li key={row.kind} style={{ listStyle: 'none', minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label(row.kind)}
              </Text>
              <Text size="sm" c="gray.7">
                {t('jobs.pending', { count: row.pending })}
                {' · '}
                <Text
                  span
                  inherit
                  c={row.failed > 0 ? 'red.8' : undefined}
                  fw={row.failed > 0 ? 600 : undefined}
                >
                  {t('jobs.failed', { count: row.failed })}
                </Text>
              </Text>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

/**
 * Background jobs that failed every try, most recent first, with their last error and the request that
 * queued them (payloads are never shown). An admin sends one back to the queue after confirming.
 */
export function FailedJobsPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('jobs.title'));
  const format = useBackofficeFormats();
  const label = useKindLabel();
  // The back office's loader has read the staff member into this query before any page shows.
  const isAdmin = useQuery(staffMeQueryOptions()).data?.role === 'admin';
  const [params] = useSearchParams();
  const page = pageFromUrl(params);
  const list = useQuery(failedJobsQueryOptions(page));
  const retry = useRetryJob();

  // Done or refused, the dialog closes: a toast says which.
  const confirmRetry = (job: BackofficeFailedJob) =>
    openConfirmDialog({
      title: t('jobs.retry_title'),
      children: <Text>{t('jobs.retry_body', { kind: label(job.kind), id: job.id })}</Text>,
      confirmLabel: t('jobs.retry'),
      cancelLabel: t('cancel'),
      onConfirm: () =>
        retry.mutateAsync(job.id).then(
          () => showSuccess(t('jobs.retried', { id: job.id })),
          (error: unknown) => showError(error),
        ),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('jobs.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={760}>
          {t('jobs.intro')}
        </Text>
      </div>

      {list.isPending && <LoadingLine label={t('loading')} />}
      {list.isError && <LoadErrorAlert error={list.error} />}
      {list.data && <KindCounts kinds={list.data.kinds} />}
      {list.data && list.data.items.length === 0 && <Text c="gray.7">{t('jobs.empty')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {t('jobs.total', { count: list.data.total })}
            {!isAdmin && ` ${t('jobs.admins_retry')}`}
          </Text>
          <ResponsiveTable
            label={t('jobs.title')}
            rows={list.data.items}
            rowKey={(job) => job.id}
            minWidth={isAdmin ? 900 : 780}
            columns={[
              {
                header: t('jobs.failed_at'),
                cell: (job) => (
                  <>
                    <Text size="sm">{format.dateTime(job.failed_at)}</Text>
                    <Text size="xs" c="gray.7">
                      {t('jobs.ago', { duration: format.since(job.failed_at) })}
                    </Text>
                  </>
                ),
              },
              {
                header: t('jobs.job'),
                card: 'title',
                td: { maw: 240 },
                cell: (job) => (
                  <>
                    <Text size="sm" fw={600}>
                      {label(job.kind)}
                    </Text>
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {t('jobs.job_number', { id: job.id })} · <code>{job.kind}</code>
                    </Text>
                  </>
                ),
              },
              {
                header: t('jobs.attempts'),
                cell: (job) => <Text size="sm">{job.attempts}</Text>,
              },
              {
                header: t('jobs.last_error'),
                td: { maw: 320 },
                cell: (job) => (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
                    {job.last_error ?? t('jobs.no_error')}
                  </Text>
                ),
              },
              {
                header: t('jobs.request'),
                td: { maw: 200 },
                cell: (job) =>
                  job.request_id ? (
                    <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {job.request_id}
                    </Text>
                  ) : (
                    <Text size="xs" c="gray.7">
                      {t('jobs.no_request')}
                    </Text>
                  ),
              },
              // Only an administrator may retry a job.
              ...(isAdmin
                ? [
                    {
                      header: t('jobs.actions'),
                      card: 'actions' as const,
                      cell: (job: BackofficeFailedJob) => (
                        <Button
                          variant="light"
                          h={44}
                          onClick={() => confirmRetry(job)}
                          aria-label={t('jobs.retry_job', { id: job.id, kind: label(job.kind) })}
                        >
                          {t('jobs.retry')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <UrlPagination total={list.data.total} pageSize={list.data.page_size} page={page} />
        </>
      )}
    </Stack>
  );
}
