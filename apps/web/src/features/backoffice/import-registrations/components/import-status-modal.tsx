import type { ImportRegistrationQueueEntry, ImportRegistrationStatus } from '@forja/contracts';
import { importRegistrationRefusal } from '@forja/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../../lib/notify';
import { bankErrorText } from '../../banks/error-text';
import { useUpdateImportRegistration } from '../api/import-registrations';

/**
 * Moves a company's padrón de importadores registration to another status, with a note for the founder
 * (required to reject: the domain's importRegistrationRefusal says so before anything is sent).
 */
export function ImportStatusModal(props: {
  entry: ImportRegistrationQueueEntry;
  to: ImportRegistrationStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const update = useUpdateImportRegistration();
  const { entry, to } = props;
  const company = entry.company_name ?? entry.friendly_id ?? String(entry.company_id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requirementsDone = entry.requirements.every((requirement) => requirement.done);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const refusal = importRegistrationRefusal(entry.status, to, requirementsDone, note);
    if (refusal === 'import_note_required') {
      setNoteError(t('import.note_required'));
      return;
    }
    setNoteError(null);
    if (refusal) {
      setFailure(bankErrorText(refusal));
      return;
    }
    try {
      await update.mutateAsync({ companyId: entry.company_id, status: to, note: note.trim() || null });
      showSuccess(t('import.saved_toast'));
      props.onClose();
    } catch (error) {
      setFailure(bankErrorText(error));
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={t(`import.move_title.${to}`, { company })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t(`import.move_body.${to}`)}</Text>
          <Textarea
            label={to === 'rejected' ? t('import.reason') : t('import.note_optional')}
            description={t('import.note_help')}
            required={to === 'rejected'}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={noteError}
            data-autofocus
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color={to === 'rejected' ? 'red.8' : undefined} loading={update.isPending}>
              {t(`import.move_confirm.${to}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
