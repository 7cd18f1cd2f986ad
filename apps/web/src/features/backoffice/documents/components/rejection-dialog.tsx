import {
  DOCUMENT_REJECTION_CATEGORIES,
  REVIEW_NOTE_MAX,
  rejectDocumentBodySchema,
  type ReviewNoteReader,
} from '@forja/contracts';
import { Button, Group, List, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import type { Rejection } from '../api/document-review';

type Props = {
  opened: boolean;
  /** What is being rejected, e.g. "Proof of address of Luis Pérez". */
  subject: string;
  busy: boolean;
  /** A legal representative is not e-mailed or uploaded again: the texts say what happens instead. */
  audience?: 'document' | 'representative';
  /** Who reads the note, and in which language: the operator writes accordingly. */
  readers?: readonly ReviewNoteReader[];
  onClose: () => void;
  onReject: (rejection: Rejection) => void;
};

/**
 * The category and note of the API's rejection body (a document's, or a legal representative's: the same
 * two fields; the document's version comes from the page), with what the server checks besides: a category,
 * and a note when it is `other`.
 */
const rejectionFormSchema = rejectDocumentBodySchema
  .pick({ category: true, note: true })
  .superRefine((body, context) => {
    if (!body.category) context.addIssue({ code: 'custom', path: ['category'], message: 'required' });
    else if (body.category === 'other' && !body.note)
      context.addIssue({ code: 'custom', path: ['note'], message: 'required' });
  });
const REJECTION_ERROR_TEXTS = {
  category: 'backoffice-documents:reject.category_required',
  note: { required: 'backoffice-documents:reject.note_required' },
};

/** Asks why before rejecting: a category from the fixed list, and a note (required for "other"). */
export function RejectionDialog({
  opened,
  subject,
  busy,
  audience = 'document',
  readers = [],
  onClose,
  onReject,
}: Props) {
  const { t } = useTranslation('backoffice-documents');
  const { t: tc } = useTranslation('common');
  const form = useForm<z.input<typeof rejectionFormSchema>, unknown, z.output<typeof rejectionFormSchema>>({
    resolver: contractResolver(rejectionFormSchema),
    defaultValues: { category: null, note: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, REJECTION_ERROR_TEXTS);
  const category = useWatch({ control: form.control, name: 'category' });

  const submit = form.handleSubmit(({ category: chosen, note }) => {
    if (chosen) onReject({ category: chosen, note: note ?? '' });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('reject.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t(audience === 'representative' ? 'reject.body_representative' : 'reject.body', { subject })}
          </Text>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('reject.category')}
                placeholder={t('reject.category_placeholder')}
                data={DOCUMENT_REJECTION_CATEGORIES.map((value) => ({
                  value,
                  label: t(`categories.${value}`),
                }))}
                value={field.value ?? null}
                onChange={(value) =>
                  field.onChange(
                    DOCUMENT_REJECTION_CATEGORIES.find((candidate) => candidate === value) ?? null,
                  )
                }
                onBlur={field.onBlur}
                error={errorText('category')}
                allowDeselect={false}
                required
                // The dialog's focus starts in the reason, the one thing it needs: an operator who opens the
                // list before the dialog has placed its focus keeps the list open.
                data-autofocus
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label={t('reject.note')}
            description={t(
              category === 'other'
                ? 'reject.note_hint_other'
                : audience === 'representative'
                  ? 'reject.note_hint_representative'
                  : 'reject.note_hint',
            )}
            {...form.register('note')}
            error={errorText('note')}
            required={category === 'other'}
            maxLength={REVIEW_NOTE_MAX}
            rows={4}
          />
          {readers.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="rejection-readers">
                {t('reject.readers_title')}
              </Text>
              <List size="sm" spacing={2} aria-labelledby="rejection-readers">
                {readers.map((reader) => (
                  <List.Item key={reader.role}>
                    {t('reject.reader_language', {
                      name: reader.name ?? t(`reject.reader_${reader.role}`),
                      role: t(`reject.reader_${reader.role}`),
                      language: tc(`language.names.${reader.language}`),
                    })}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('reject.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
