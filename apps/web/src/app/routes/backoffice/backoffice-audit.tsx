import { auditQuerySchema, type AuditEvent } from '@forja/contracts';
import { Button, Card, Code, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { auditQueryOptions, type AuditFilter } from '../../../features/backoffice/api/staff';
import { LoadErrorAlert } from '../../../features/backoffice/components/query-states';
import { pageFromUrl, UrlPagination } from '../../../features/backoffice/components/url-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { formatDate } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';

const FILTERS = ['company_id', 'actor_id', 'from', 'to'] as const;

type AuditFilterDraft = Record<(typeof FILTERS)[number], string>;

/**
 * The filters as typed, checked with the API's query schema (GET backoffice/audit) before asking: each one
 * trimmed, and left out when blank.
 */
const auditFilterSchema = z.preprocess(
  (draft: AuditFilterDraft) =>
    Object.fromEntries(FILTERS.map((key) => [key, draft[key].trim() || undefined])),
  auditQuerySchema.pick({ company_id: true, actor_id: true, from: true, to: true }),
);
const AUDIT_FILTER_ERROR_TEXTS = {
  company_id: 'backoffice:audit.id_invalid',
  actor_id: 'backoffice:audit.id_invalid',
};

function changes(event: AuditEvent): string {
  const keys = new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})]);
  return [...keys]
    .map(
      (key) =>
        `${key}: ${JSON.stringify(event.before?.[key] ?? null)} → ${JSON.stringify(event.after?.[key] ?? null)}`,
    )
    .join('\n');
}

/**
 * The label key of an act. The deed's acts are named `deed.*` for every society type; one that recorded no
 * notary (its `after` has notary_number null) recorded an S.A.S.'s registration in the Secretaría de
 * Economía's system, not a public deed, and is named so.
 */
function actionLabelKey(event: AuditEvent): string {
  const online =
    (event.action === 'deed.record' || event.action === 'deed.update') &&
    event.after !== null &&
    'notary_number' in event.after &&
    event.after.notary_number === null;
  return online ? `audit.online_actions.${event.action}` : `audit.actions.${event.action}`;
}

/**
 * Every act of staff, newest first, filterable by company, staff member and dates. The filters live in
 * the URL, so a company page can link to its own history.
 */
export function BackofficeAuditPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('audit.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    page: pageFromUrl(params),
    ...Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined])),
  };
  const form = useForm<AuditFilterDraft, unknown, z.output<typeof auditFilterSchema>>({
    resolver: contractResolver(auditFilterSchema),
    defaultValues: {
      company_id: params.get('company_id') ?? '',
      actor_id: params.get('actor_id') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
    },
  });
  const filterErrorText = useFieldErrorText(form.formState.errors, AUDIT_FILTER_ERROR_TEXTS);
  const audit = useQuery(auditQueryOptions(filter));

  const apply = form.handleSubmit((query) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = query[key];
      if (value !== undefined) next.set(key, String(value));
    }
    setParams(next);
  });

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('audit.title')}
      </Title>
      <Card
        withBorder
        radius="lg"
        p="md"
        component="form"
        onSubmit={(event) => void apply(event)}
        noValidate
        aria-label={t('audit.filters')}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('audit.company_id')}
            inputMode="numeric"
            w={140}
            {...form.register('company_id')}
            error={filterErrorText('company_id')}
          />
          <TextInput
            label={t('audit.actor_id')}
            inputMode="numeric"
            w={140}
            {...form.register('actor_id')}
            error={filterErrorText('actor_id')}
          />
          <TextInput
            label={t('audit.from')}
            type="date"
            w={170}
            {...form.register('from')}
            error={filterErrorText('from')}
          />
          <TextInput
            label={t('audit.to')}
            type="date"
            w={170}
            {...form.register('to')}
            error={filterErrorText('to')}
          />
          <Button type="submit">{t('audit.apply')}</Button>
        </Group>
      </Card>
      {audit.isPending && <Loader role="status" aria-label={t('loading')} />}
      {audit.isError && <LoadErrorAlert error={audit.error} />}
      {audit.data && audit.data.items.length === 0 && <Text c="gray.7">{t('audit.empty')}</Text>}
      {audit.data && audit.data.items.length > 0 && (
        <ResponsiveTable
          label={t('audit.title')}
          rows={audit.data.items}
          rowKey={(event) => event.id}
          minWidth={720}
          columns={[
            { header: t('audit.when'), cell: (event) => formatDate(language, 'dayTime', event.created_at) },
            {
              header: t('audit.who'),
              cell: (event) => (
                <>
                  <Text size="sm">{event.actor_email ?? `#${event.actor_id}`}</Text>
                  <Text size="xs" c="gray.7">
                    {event.ip}
                  </Text>
                </>
              ),
            },
            {
              header: t('audit.what'),
              card: 'title',
              cell: (event) => (
                <>
                  <Text size="sm">{t(actionLabelKey(event), { defaultValue: event.action })}</Text>
                  <Text size="xs" c="gray.7">
                    {[
                      event.company_id && t('audit.company', { id: event.company_id }),
                      event.partner_id && t('audit.partner', { id: event.partner_id }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </>
              ),
            },
            {
              header: t('audit.where'),
              cell: (event) => (
                <>
                  {t(`audit.subjects.${event.subject_type}`, { defaultValue: event.subject_type })}
                  {event.subject_id !== null && ` #${event.subject_id}`}
                </>
              ),
            },
            {
              header: t('audit.change'),
              card: 'full',
              cell: (event) => (
                // Long values wrap instead of scrolling inside the block (a scrolled region the keyboard cannot reach).
                <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {changes(event)}
                </Code>
              ),
            },
          ]}
        />
      )}
      {audit.data && (
        <UrlPagination total={audit.data.total} pageSize={audit.data.page_size} page={filter.page} />
      )}
    </Stack>
  );
}
