import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';
import { teamNotesQueryOptions } from '../api/get-team-notes';

/**
 * Notes Forja's team left for the company on its dashboard, newest first. Nothing at all while there are
 * none (or they cannot be read): the dashboard stays as it was.
 */
export function TeamNotes({ companyId }: { companyId: number }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const titleId = useId();
  const notes = useQuery(teamNotesQueryOptions(companyId));
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="blue.0"
      component="section"
      aria-labelledby={titleId}
    >
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconMessageCircle size={20} aria-hidden color="var(--mantine-color-blue-8)" />
        <Title order={2} fz={18} id={titleId}>
          {t('home.team_notes_title')}
        </Title>
      </Group>
      <Stack gap="sm">
        {notes.data.map((note) => (
          <div key={note.id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.body}
            </Text>
            <Text size="xs" c="gray.7">
              {formatDate(language, 'day', note.created_at)}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
