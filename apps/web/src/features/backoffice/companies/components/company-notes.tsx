import { COMPANY_NOTE_MAX_CHARS, addCompanyNoteBodySchema, type CompanyNote } from '@forja/contracts';
import { Badge, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { useAddCompanyNote } from '../api/companies';
import { useBackofficeFormats } from '../format';

const NOTE_ERROR_TEXTS = { body: 'backoffice-companies:company.note_required' };

/** The team's notes on a company, newest first, and the form that adds one (private unless shown). */
export function CompanyNotes({ companyId, notes }: { companyId: number; notes: CompanyNote[] }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  const add = useAddCompanyNote(companyId);
  const form = useForm<
    z.input<typeof addCompanyNoteBodySchema>,
    unknown,
    z.output<typeof addCompanyNoteBodySchema>
  >({
    resolver: contractResolver(addCompanyNoteBodySchema),
    defaultValues: { body: '', visible_to_founder: false },
  });
  const errorText = useFieldErrorText(form.formState.errors, NOTE_ERROR_TEXTS);

  const submit = form.handleSubmit(async (note) => {
    try {
      await add.mutateAsync(note);
      showSuccess(t('company.note_added'));
      form.reset();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('company.note_body')}
            description={t('company.note_help')}
            {...form.register('body')}
            error={errorText('body')}
            maxLength={COMPANY_NOTE_MAX_CHARS}
            resize="vertical"
            rows={3}
          />
          <Controller
            control={form.control}
            name="visible_to_founder"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                label={t('company.note_visible')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            h={44}
            style={{ alignSelf: 'flex-start' }}
          >
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
