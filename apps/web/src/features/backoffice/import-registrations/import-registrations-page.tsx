import {
  IMPORT_REGISTRATION_STATUSES,
  type ImportRegistrationQueueEntry,
  type ImportRegistrationStatus,
} from '@forja/contracts';
import { importRegistrationRefusal } from '@forja/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { bankErrorText } from '../banks/error-text';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { importRegistrationQueueQueryOptions } from './api/import-registrations';
import { ImportStatusModal } from './components/import-status-modal';

const STATUS_COLOR: Record<ImportRegistrationStatus, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  registered: 'teal',
  rejected: 'red',
};

/** One Amazon customer's registration: its requirements, state, note and the moves the domain allows. */
function RegistrationCard(props: {
  entry: ImportRegistrationQueueEntry;
  onMove: (to: ImportRegistrationStatus) => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const { entry } = props;
  const company = entry.company_name ?? entry.friendly_id ?? String(entry.company_id);
  const titleId = `import-registration-${entry.company_id}`;
  const done = entry.requirements.every((requirement) => requirement.done);
  // The moves allowed from here (a placeholder note: the note is asked for in the dialog).
  const moves = IMPORT_REGISTRATION_STATUSES.map((to) => ({
    to,
    refusal: importRegistrationRefusal(entry.status, to, done, 'note'),
  })).filter((move) => move.refusal !== 'invalid_status_transition');
  const color = STATUS_COLOR[entry.status];

  return (
    <Card component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Anchor
              id={titleId}
              component={Link}
              to={backofficePath(language, `companies/${entry.company_id}`)}
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
            >
              {company}
            </Anchor>
            {entry.friendly_id && (
              <Text size="xs" c="gray.7" ff="monospace">
                {entry.friendly_id}
              </Text>
            )}
          </div>
          <Badge variant="light" color={color} c={`${color}.9`} style={{ textTransform: 'none' }}>
            {t(`import.status.${entry.status}`)}
          </Badge>
        </Group>
        <div>
          <Text size="xs" c="gray.7" id={`${titleId}-requirements`}>
            {t('import.requirements')}
          </Text>
          <List spacing={4} size="sm" center aria-labelledby={`${titleId}-requirements`}>
            {entry.requirements.map((requirement) => (
              <List.Item
                key={requirement.key}
                icon={
                  <ThemeIcon
                    size={20}
                    radius="xl"
                    color={requirement.done ? 'teal' : 'gray'}
                    variant={requirement.done ? 'filled' : 'light'}
                    aria-hidden
                  >
                    {requirement.done ? <IconCheck size={14} /> : <IconX size={14} />}
                  </ThemeIcon>
                }
              >
                {t(`import.requirement.${requirement.key}`)}
                {' — '}
                <Text span size="sm" c={requirement.done ? 'teal.9' : 'gray.7'}>
                  {requirement.done ? t('import.done') : t('import.not_done')}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div>
            <Text size="xs" c="gray.7">
              {t('import.updated_at')}
            </Text>
            <Text size="sm">{entry.updated_at ? format.dateTime(entry.updated_at) : '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="gray.7">
              {t('import.registered_at')}
            </Text>
            <Text size="sm">{entry.registered_at ? format.date(entry.registered_at) : '—'}</Text>
          </div>
        </SimpleGrid>
        {entry.note && (
          <div>
            <Text size="xs" c="gray.7">
              {t('import.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.note}
            </Text>
          </div>
        )}
        {moves.length > 0 && (
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              {moves.map((move) => (
                <Button
                  key={move.to}
                  size="compact-md"
                  variant={move.to === 'rejected' ? 'default' : 'filled'}
                  c={move.to === 'rejected' ? 'red.8' : undefined}
                  disabled={move.refusal !== null}
                  onClick={() => props.onMove(move.to)}
                  aria-label={`${t(`import.move.${move.to}`)}: ${company}`}
                  aria-describedby={move.refusal ? `${titleId}-why` : undefined}
                >
                  {t(`import.move.${move.to}`)}
                </Button>
              ))}
            </Group>
            {moves.some((move) => move.refusal === 'import_requirements_missing') && (
              <Text id={`${titleId}-why`} size="xs" c="gray.7">
                {t('errors.import_requirements_missing')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Back office, backoffice/import: Amazon customers' padrón de importadores registrations (those with work to do
 * first): what each needs, where it stands, and the operator's moves (filed, registered, rejected with a note).
 */
export function ImportRegistrationsPage() {
  const { t } = useTranslation('backoffice-banks');
  useDocumentTitle(t('import.title'));
  const queue = useQuery(importRegistrationQueueQueryOptions());
  const [moving, setMoving] = useState<{
    entry: ImportRegistrationQueueEntry;
    to: ImportRegistrationStatus;
  } | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('import.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={760}>
          {t('import.intro')}
        </Text>
      </div>
      {queue.isPending && <LoadingLine label={t('loading')} />}
      {queue.isError && (
        <LoadErrorAlert
          error={queue.error}
          text={bankErrorText(queue.error)}
          retry={{ label: t('retry'), onClick: () => void queue.refetch() }}
        />
      )}
      {queue.data && queue.data.length === 0 && <Text c="gray.7">{t('import.empty')}</Text>}
      {queue.data && queue.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('import.list_label')}
        >
          {queue.data.map((entry) => (
            <RegistrationCard
              key={entry.company_id}
              entry={entry}
              onMove={(to) => setMoving({ entry, to })}
            />
          ))}
        </Stack>
      )}
      {moving && (
        <ImportStatusModal
          key={`${moving.entry.company_id}-${moving.to}`}
          entry={moving.entry}
          to={moving.to}
          onClose={() => setMoving(null)}
        />
      )}
    </Stack>
  );
}
