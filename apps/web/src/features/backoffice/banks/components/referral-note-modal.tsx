import {
  bankReferralDeclinedBodySchema,
  bankReferralSentBodySchema,
  type BankReferralQueueEntry,
} from '@forja/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showSuccess } from '../../../../lib/notify';
import { NoteActModal } from '../../note-act-modal';
import { useRecordBankReferralAct } from '../api/bank-referrals';
import { bankErrorText } from '../error-text';

/** The note of either act's body (POST backoffice/bank-referrals/{company_id}/sent | declined). */
type ReferralNote = { note?: string | null };
const NOTE_ERROR_TEXTS = {
  sent: { note: 'backoffice-banks:form.invalid' },
  declined: { note: 'backoffice-banks:acts.declined_note_required' },
};

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
  // The act's own body: the bank's answer is required to record a refusal, a note is optional when sending.
  const schema: z.ZodType<ReferralNote, ReferralNote> =
    act === 'declined' ? bankReferralDeclinedBodySchema : bankReferralSentBodySchema;
  const form = useForm<ReferralNote, unknown, ReferralNote>({
    resolver: contractResolver(schema),
    defaultValues: { note: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, NOTE_ERROR_TEXTS[act]);
  const [failure, setFailure] = useState<string | null>(null);
  const company = entry.company_name ?? entry.friendly_id ?? String(entry.company_id);

  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await record.mutateAsync({
        companyId: entry.company_id,
        input: act === 'sent' ? { act, note: note || null } : { act, note: note ?? '' },
      });
      showSuccess(t(`acts.${act}_toast`));
      props.onClose();
    } catch (error) {
      setFailure(bankErrorText(error));
    }
  });

  return (
    <NoteActModal
      title={t(`acts.${act}_title`, { company, bank: entry.referral.bank_name })}
      body={t(`acts.${act}_body`, { bank: entry.referral.bank_name })}
      noteLabel={act === 'declined' ? t('acts.bank_answer') : t('acts.note_optional')}
      noteHelp={t('acts.note_help')}
      noteRequired={act === 'declined'}
      note={form.register('note')}
      noteError={errorText('note')}
      failure={failure}
      confirmLabel={t(`acts.${act}_confirm`)}
      refuses={act === 'declined'}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      onClose={props.onClose}
    />
  );
}
