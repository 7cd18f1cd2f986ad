import {
  PRIVACY_REQUEST_NOTE_MAX,
  decidePrivacyRequestBodySchema,
  type PrivacyQueueItem,
} from '@forja/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { formatDay } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import {
  privacyQueueQueryOptions,
  useDecidePrivacyRequest,
  type PrivacyQueueStatus,
} from './api/privacy-requests';

type Outcome = 'resolved' | 'rejected';
const STATUS_COLOR = { open: 'yellow', resolved: 'teal', rejected: 'red' } as const;

/**
 * The note of the API's decision body (the outcome is the button pressed), sent trimmed, with what the server
 * checks besides: a note that is not blank.
 */
const decisionFormSchema = decidePrivacyRequestBodySchema
  .pick({ note: true })
  .superRefine(({ note }, context) => {
    if (!note.trim())
      context.addIssue({ code: 'custom', path: ['note'], message: 'privacy_request_note_required' });
  })
  .transform(({ note }) => ({ note: note.trim() }));

/** What the request is about, in the staff member's words. */
function useSubject(item: PrivacyQueueItem): string {
  const { t } = useTranslation('backoffice-privacy');
  const { field, requested_value, purpose, company_id, partner_id } = item.details;
  const parts: string[] = [];
  if (field)
    parts.push(
      t('field', { field: t(`fields.${field}`, { defaultValue: field }), value: requested_value ?? '' }),
    );
  if (purpose) parts.push(t('purpose', { purpose: t(`purposes.${purpose}`, { defaultValue: purpose }) }));
  if (company_id) parts.push(t('company', { id: company_id }));
  if (partner_id) parts.push(t('partner', { id: partner_id }));
  return parts.join(' · ');
}

function RequestCard(props: { item: PrivacyQueueItem; onDecide: (outcome: Outcome) => void }) {
  const { t } = useTranslation('backoffice-privacy');
  const language = useLanguage();
  const { item } = props;
  const subject = useSubject(item);
  const titleId = `privacy-request-${item.id}`;
  const person = item.user.name || item.user.email || t('erased_person');
  const open = item.status === 'open';
  const days = item.business_days_left;

  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      style={item.overdue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Text id={titleId} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {t(`kinds.${item.kind}`)} — {person}
            </Text>
            {item.user.email && item.user.name && (
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {item.user.email}
              </Text>
            )}
          </div>
          <Badge variant="light" color={STATUS_COLOR[item.status]} style={{ textTransform: 'none' }}>
            {t(`statuses.${item.status}`)}
          </Badge>
        </Group>
        {subject && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {subject}
          </Text>
        )}
        <div>
          <Text size="xs" c="gray.7">
            {t('reason')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.reason || '—'}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <div>
            <Text size="xs" c="gray.7">
              {t('received')}
            </Text>
            <Text size="sm">{formatDay(language, item.created_at)}</Text>
          </div>
          <div>
            <Text size="xs" c="gray.7">
              {t('due')}
            </Text>
            <Text size="sm">{formatDay(language, item.due_at)}</Text>
          </div>
          {open && (
            <div>
              <Text size="xs" c="gray.7">
                {t('days_left_label')}
              </Text>
              <Text size="sm" fw={item.overdue ? 700 : undefined} c={item.overdue ? 'red.8' : undefined}>
                {item.overdue ? t('overdue', { count: Math.abs(days) }) : t('days_left', { count: days })}
              </Text>
            </div>
          )}
        </SimpleGrid>
        {item.resolution_note && (
          <div>
            <Text size="xs" c="gray.7">
              {t('note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.resolution_note}
            </Text>
          </div>
        )}
        {open && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-md"
              onClick={() => props.onDecide('resolved')}
              aria-label={`${t('resolve')}: ${person}`}
            >
              {t('resolve')}
            </Button>
            <Button
              size="compact-md"
              variant="default"
              c="red.8"
              onClick={() => props.onDecide('rejected')}
              aria-label={`${t('reject')}: ${person}`}
            >
              {t('reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function DecisionModal(props: { item: PrivacyQueueItem; outcome: Outcome; onClose: () => void }) {
  const { t } = useTranslation('backoffice-privacy');
  const decide = useDecidePrivacyRequest();
  const form = useForm<z.input<typeof decisionFormSchema>, unknown, z.output<typeof decisionFormSchema>>({
    resolver: contractResolver(decisionFormSchema),
    defaultValues: { note: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors);

  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await decide.mutateAsync({ id: props.item.id, outcome: props.outcome, note });
      showSuccess(t(`decided_toast.${props.outcome}`));
      props.onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Modal opened onClose={props.onClose} title={t(`decide_title.${props.outcome}`)} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('note_label')}
            description={t('note_help')}
            required
            rows={4}
            maxLength={PRIVACY_REQUEST_NOTE_MAX}
            {...form.register('note')}
            error={errorText('note')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              color={props.outcome === 'rejected' ? 'red.8' : undefined}
              loading={form.formState.isSubmitting}
            >
              {t(`confirm.${props.outcome}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Back office, backoffice/privacy: ARCO requests that need a person (rectification, opposition, cancellation),
 * the nearest legal deadline (20 business days) first, overdue ones highlighted; resolve or reject with a note
 * the person receives by e-mail (audited).
 */
export function PrivacyQueuePage() {
  const { t } = useTranslation('backoffice-privacy');
  useDocumentTitle(t('title'));
  const [status, setStatus] = useState<PrivacyQueueStatus>('open');
  const queue = useQuery(privacyQueueQueryOptions(status));
  const [deciding, setDeciding] = useState<{ item: PrivacyQueueItem; outcome: Outcome } | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('title')}
        </Title>
        <Text c="gray.7" mt={4} maw={760}>
          {t('intro')}
        </Text>
      </div>
      <SegmentedControl
        aria-label={t('filter_label')}
        value={status}
        onChange={(value) => setStatus(value)}
        data={(['open', 'resolved', 'rejected', 'all'] as const).map((value) => ({
          value,
          label: t(`filters.${value}`),
        }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {queue.isPending && <LoadingLine label={t('loading')} />}
      {queue.isError && (
        <LoadErrorAlert
          error={queue.error}
          text={t('load_failed')}
          retry={{ label: t('retry'), onClick: () => void queue.refetch() }}
        />
      )}
      {queue.data && queue.data.length === 0 && <Text c="gray.7">{t(`empty.${status}`)}</Text>}
      {queue.data && queue.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list_label')}>
          {queue.data.map((item) => (
            <RequestCard key={item.id} item={item} onDecide={(outcome) => setDeciding({ item, outcome })} />
          ))}
        </Stack>
      )}
      {deciding && (
        <DecisionModal
          key={`${deciding.item.id}-${deciding.outcome}`}
          item={deciding.item}
          outcome={deciding.outcome}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
