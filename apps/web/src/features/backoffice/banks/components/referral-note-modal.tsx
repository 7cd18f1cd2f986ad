import { bankReferralDeclinedBodySchema, type BankReferralQueueEntry } from '@forja/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../../lib/notify';
import { useRecordBankReferralAct } from '../api/bank-referrals';
import { bankErrorText } from '../error-text';

/**
 * "Mark sent" (an optional note) or "Bank declined" (the bank's answer is required): asks, then records the act.
 */
export function ReferralNoteModal(props: {
  entry: BankReferralQueueEntry;
  act: 'sent' | 'declined';
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const record = useRecordBankReferralAct();
  const { entry, act } = props;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const company = entry.company_name ?? entry.friendly_id ?? String(entry.company_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (act === 'declined' && !bankReferralDeclinedBodySchema.safeParse({ note }).success) {
      setNoteError(t('acts.declined_note_required'));
      return;
    }
    setNoteError(null);
    try {
      await record.mutateAsync({
        companyId: entry.company_id,
        input: act === 'sent' ? { act, note: note.trim() || null } : { act, note: note.trim() },
      });
      showSuccess(t(`acts.${act}_toast`));
      props.onClose();
    } catch (error) {
      setFailure(bankErrorText(error));
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t(`acts.${act}_title`, { company, bank: entry.referral.bank_name })}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t(`acts.${act}_body`, { bank: entry.referral.bank_name })}</Text>
          <Textarea
            label={act === 'declined' ? t('acts.bank_answer') : t('acts.note_optional')}
            description={t('acts.note_help')}
            required={act === 'declined'}
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
            <Button type="submit" color={act === 'declined' ? 'red.8' : undefined} loading={record.isPending}>
              {t(`acts.${act}_confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
