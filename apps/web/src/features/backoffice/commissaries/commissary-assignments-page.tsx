import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import {
  commissaryAssignmentsQueryOptions,
  forjaCommissariesQueryOptions,
  useAssignCommissary,
  type CommissaryAssignment,
} from './api/commissaries';

type Option = { value: string; label: string };

/** One company of the queue: who is assigned, and a select to assign (or change) with a confirmation. */
function AssignmentItem({ item, options }: { item: CommissaryAssignment; options: Option[] }) {
  const { t } = useTranslation('commissary');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const assign = useAssignCommissary();
  const [choice, setChoice] = useState<string | null>(null);
  const company = item.company_name ?? item.friendly_id;
  const chosen = options.find((option) => option.value === choice);
  const headingId = `assignment-${item.company_id}`;

  const assignChosen = async (commissary: Option) => {
    try {
      await assign.mutateAsync({ companyId: item.company_id, commissaryId: Number(commissary.value) });
      showSuccess(t('backoffice.assigned_toast'));
      setChoice(null);
    } catch (error) {
      showError(error);
    }
  };

  // The dialog closes at once; the button shows the assignment going.
  const confirm = (commissary: Option) =>
    openConfirmDialog({
      title: t('backoffice.assign_title', { name: commissary.label }),
      children: <Text size="sm">{t('backoffice.assign_body', { name: commissary.label, company })}</Text>,
      confirmLabel: t('backoffice.assign_confirm'),
      cancelLabel: t('backoffice.cancel'),
      onConfirm: () => void assignChosen(commissary),
    });

  return (
    <Card component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={backofficePath(language, `companies/${item.company_id}`)} inherit>
              {company}
            </Anchor>
          </Title>
          <Text size="sm" c="gray.7" ff="monospace">
            {item.friendly_id}
          </Text>
        </Group>
        <Text size="sm">
          {t('backoffice.paid_at')}: {format.dateTime(item.paid_at)}
        </Text>
        <Text size="sm">
          {t('backoffice.assignee')}:{' '}
          <Text component="span" fw={600} size="sm">
            {item.assigned?.name ?? t('backoffice.not_assigned')}
          </Text>
        </Text>
        {options.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('backoffice.no_active')}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('backoffice.choose_commissary', { company })}
              placeholder={t('backoffice.choose_placeholder')}
              data={options.filter((option) => option.value !== String(item.assigned?.id ?? ''))}
              value={choice}
              onChange={setChoice}
              style={{ flex: '1 1 14rem' }}
              allowDeselect
            />
            <Button disabled={!chosen} loading={assign.isPending} onClick={() => chosen && confirm(chosen)}>
              {item.assigned ? t('backoffice.reassign') : t('backoffice.assign')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Back office: companies that bought Forja's commissary service, and assigning one of the active commissaries. */
export function CommissaryAssignmentsPage() {
  const { t } = useTranslation('commissary');
  useDocumentTitle(t('backoffice.queue_title'));
  const queue = useQuery(commissaryAssignmentsQueryOptions());
  const commissaries = useQuery(forjaCommissariesQueryOptions());
  const options: Option[] = (commissaries.data ?? [])
    .filter((commissary) => commissary.active)
    .map((commissary) => ({ value: String(commissary.id), label: commissary.name }));
  const error = queue.error ?? commissaries.error;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('backoffice.queue_title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('backoffice.queue_intro')}
        </Text>
      </div>
      {(queue.isPending || commissaries.isPending) && !error && (
        <LoadingLine label={t('backoffice.loading')} />
      )}
      {error && <LoadErrorAlert error={error} />}
      {queue.data && commissaries.data && queue.data.length === 0 && (
        <Text c="gray.7">{t('backoffice.queue_empty')}</Text>
      )}
      {queue.data &&
        commissaries.data &&
        queue.data.map((item) => <AssignmentItem key={item.company_id} item={item} options={options} />)}
    </Stack>
  );
}
