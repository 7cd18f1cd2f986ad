import { SIGNING_NOTE_MAX_CHARS } from '@forja/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WRAPPING_BUTTON } from './wrapping';

type Props = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
};

/** Asks what should change in the draft before sending a correction request; the note is required. */
export function CorrectionDialog({ opened, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('signing');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('correction.note_required'));
      return;
    }
    setError(undefined);
    onSubmit(note.trim());
  };

  const close = () => {
    setError(undefined);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('correction.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('correction.body')}</Text>
          <Textarea
            label={t('correction.note')}
            description={t('correction.note_hint')}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (error && event.currentTarget.value.trim()) setError(undefined);
            }}
            error={error}
            required
            maxLength={SIGNING_NOTE_MAX_CHARS}
            rows={5}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy} {...WRAPPING_BUTTON}>
              {t('correction.cancel')}
            </Button>
            <Button type="submit" loading={busy} {...WRAPPING_BUTTON}>
              {t('correction.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
