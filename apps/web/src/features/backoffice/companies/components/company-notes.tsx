import { COMPANY_NOTE_MAX_CHARS, type CompanyNote } from '@forja/contracts';
import { Badge, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/notify';
import { useAddCompanyNote } from '../api/companies';
import { useBackofficeFormats } from '../format';

/** The team's notes on a company, newest first, and the form that adds one (private unless shown). */
export function CompanyNotes({ companyId, notes }: { companyId: number; notes: CompanyNote[] }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  const [body, setBody] = useState('');
  const [visible, setVisible] = useState(false);
  const [missing, setMissing] = useState(false);
  const add = useAddCompanyNote(companyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setMissing(true);
      return;
    }
    add.mutate(
      { body: body.trim(), visible_to_founder: visible },
      {
        onSuccess: () => {
          showSuccess(t('company.note_added'));
          setBody('');
          setVisible(false);
        },
        onError: showError,
      },
    );
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('company.note_body')}
            description={t('company.note_help')}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('company.note_required') : undefined}
            maxLength={COMPANY_NOTE_MAX_CHARS}
            resize="vertical"
            rows={3}
          />
          <Checkbox
            label={t('company.note_visible')}
            checked={visible}
            onChange={(event) => setVisible(event.currentTarget.checked)}
          />
          <Button type="submit" loading={add.isPending} h={44} style={{ alignSelf: 'flex-start' }}>
            {t('company.note_add')}
          </Button>
        </Stack>
      </form>
      {notes.length === 0 && <Text c="gray.7">{t('company.notes_empty')}</Text>}
      {notes.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.map((note) => (
            <li key={note.id}>
              <Group gap={6} mb={2}>
                <Badge
                  variant="light"
                  color={note.visible_to_founder ? 'blue' : 'gray'}
                  c={note.visible_to_founder ? 'blue.9' : 'gray.9'}
                >
                  {t(note.visible_to_founder ? 'company.note_shown' : 'company.note_private')}
                </Badge>
                {note.order_id !== null && (
                  <Badge variant="outline" color="gray" c="gray.9">
                    {t('company.note_on_order', { id: note.order_id })}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
              <Text size="xs" c="gray.7">
                {note.author_name
                  ? t('company.note_by', { name: note.author_name, date: format.dateTime(note.created_at) })
                  : t('company.note_by_unknown', { date: format.dateTime(note.created_at) })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
