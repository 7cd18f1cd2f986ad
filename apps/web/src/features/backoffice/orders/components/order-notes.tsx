import { COMPANY_NOTE_MAX_CHARS, addOrderNoteBodySchema, type BackofficeOrder } from '@forja/contracts';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconNote } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { useBackofficeFormats } from '../../companies/format';
import { useAddOrderNote } from '../api/orders';

const NOTE_ERROR_TEXTS = { body: 'backoffice-companies:company.note_required' };

/** The notes written on an order, oldest first, and a button to add one (a dialog with the note). */
export function OrderNotes({ order }: { order: BackofficeOrder }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  const [opened, dialog] = useDisclosure(false);
  const add = useAddOrderNote();
  const form = useForm<
    z.input<typeof addOrderNoteBodySchema>,
    unknown,
    z.output<typeof addOrderNoteBodySchema>
  >({
    resolver: contractResolver(addOrderNoteBodySchema),
    defaultValues: { body: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, NOTE_ERROR_TEXTS);

  const submit = form.handleSubmit(async (note) => {
    try {
      await add.mutateAsync({ orderId: order.id, body: note.body });
      showSuccess(t('orders.note_saved'));
      form.reset();
      dialog.close();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack gap={6}>
      {order.notes.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('orders.no_notes')}
        </Text>
      )}
      {order.notes.map((note) => (
        <div key={note.id}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
          <Text size="xs" c="gray.7">
            {note.author_name
              ? t('company.note_by', { name: note.author_name, date: format.dateTime(note.created_at) })
              : t('company.note_by_unknown', { date: format.dateTime(note.created_at) })}
          </Text>
        </div>
      ))}
      <Button
        variant="light"
        size="sm"
        mih={44}
        leftSection={<IconNote size={16} aria-hidden />}
        onClick={dialog.open}
        aria-label={t('orders.add_note_to', { id: order.id })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('orders.add_note')}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t('orders.note_title', { id: order.id })} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Textarea
              label={t('orders.note_body')}
              description={t('orders.note_help')}
              {...form.register('body')}
              error={errorText('body')}
              maxLength={COMPANY_NOTE_MAX_CHARS}
              resize="vertical"
              rows={4}
              data-autofocus
            />
            <Button type="submit" loading={form.formState.isSubmitting} h={44}>
              {t('orders.save_note')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
