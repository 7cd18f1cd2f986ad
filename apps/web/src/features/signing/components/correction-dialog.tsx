import { SIGNING_NOTE_MAX_CHARS, acknowledgmentBodySchema } from '@forja/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

/** The acknowledgment's note, required here: asking for a correction without one is refused (correction_note_required). */
const correctionFormSchema = acknowledgmentBodySchema.pick({ note: true }).required();
type CorrectionValues = z.input<typeof correctionFormSchema>;
const CORRECTION_ERROR_TEXTS = { note: { required: 'signing:correction.note_required' } };

type Props = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
};

/** Asks what should change in the draft before sending a correction request; the note is required. */
export function CorrectionDialog({ opened, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('signing');
  const form = useForm<CorrectionValues, unknown, z.output<typeof correctionFormSchema>>({
    resolver: contractResolver(correctionFormSchema),
    defaultValues: { note: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, CORRECTION_ERROR_TEXTS);

  const submit = form.handleSubmit(({ note }) => onSubmit(note));

  const close = () => {
    form.clearErrors();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('correction.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('correction.body')}</Text>
          <Textarea
            label={t('correction.note')}
            description={t('correction.note_hint')}
            {...form.register('note')}
            error={errorText('note')}
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
