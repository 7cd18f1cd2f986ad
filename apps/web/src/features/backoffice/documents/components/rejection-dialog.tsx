import {
  DOCUMENT_REJECTION_CATEGORIES,
  REVIEW_NOTE_MAX,
  type DocumentRejectionCategory,
} from '@forja/contracts';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rejection } from '../api/document-review';

type Props = {
  opened: boolean;
  /** What is being rejected, e.g. "Proof of address of Luis Pérez". */
  subject: string;
  busy: boolean;
  /** A legal representative is not e-mailed or uploaded again: the texts say what happens instead. */
  audience?: 'document' | 'representative';
  onClose: () => void;
  onReject: (rejection: Rejection) => void;
};

/** Asks why before rejecting: a category from the fixed list, and a note (required for "other"). */
export function RejectionDialog({ opened, subject, busy, audience = 'document', onClose, onReject }: Props) {
  const { t } = useTranslation('backoffice-documents');
  const [category, setCategory] = useState<DocumentRejectionCategory | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ category?: string; note?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      category: category ? undefined : t('reject.category_required'),
      note: category === 'other' && !note.trim() ? t('reject.note_required') : undefined,
    };
    setErrors(next);
    if (!category || next.note) return;
    onReject({ category, note });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('reject.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t(audience === 'representative' ? 'reject.body_representative' : 'reject.body', { subject })}
          </Text>
          <Select
            label={t('reject.category')}
            placeholder={t('reject.category_placeholder')}
            data={DOCUMENT_REJECTION_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            value={category}
            onChange={(value) =>
              setCategory(DOCUMENT_REJECTION_CATEGORIES.find((candidate) => candidate === value) ?? null)
            }
            error={errors.category}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
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
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            required={category === 'other'}
            maxLength={REVIEW_NOTE_MAX}
            rows={4}
          />
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
