import { bankAccountOpenedBodySchema, type BankReferralQueueEntry } from '@forja/contracts';
import { checkClabe } from '@forja/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../../lib/notify';
import { useRecordBankReferralAct } from '../api/bank-referrals';
import { bankErrorText, errorCode } from '../error-text';

const CLABE_CODES: readonly string[] = ['clabe_invalid', 'clabe_invalid_checksum', 'clabe_unknown_bank'];

/**
 * "Account opened": the CLABE the bank gave (checked with the domain's checkClabe as it is typed, and again
 * before sending: a bad one never leaves the browser), the account holder and an optional note. The bank read
 * from the CLABE's prefix shows under the field, with a warning when it is not the referral's bank.
 */
export function AccountOpenedModal(props: {
  entry: BankReferralQueueEntry;
  /** The CLABE bank code of the referral's bank, from the catalogue (null when unknown). */
  expectedBankCode: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const record = useRecordBankReferralAct();
  const { entry } = props;
  const [clabe, setClabe] = useState('');
  const [holder, setHolder] = useState(entry.company_name ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ clabe?: string; holder?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const clabeRef = useRef<HTMLInputElement>(null);

  const digits = clabe.replace(/[\s-]/g, '');
  const check = checkClabe(clabe);
  // Typing: tell the count; 18 digits (or more, or letters): the check's answer right away.
  const finished = digits.length >= 18 || /[^\d]/.test(digits);
  const liveError = !check.ok && finished ? t(`errors.${check.code}`) : undefined;
  const otherBank = check.ok && props.expectedBankCode !== null && check.bankCode !== props.expectedBankCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!check.ok) next.clabe = t(`errors.${check.code}`);
    const parsed = bankAccountOpenedBodySchema.safeParse({
      clabe: check.ok ? check.clabe : clabe,
      account_holder: holder,
      note: note.trim() || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'account_holder') next.holder = t('form.invalid');
        if (issue.path[0] === 'note') next.note = t('form.invalid');
      }
    }
    setErrors(next);
    setFailure(null);
    if (next.clabe) clabeRef.current?.focus();
    if (Object.keys(next).length > 0 || !parsed.success) return;
    try {
      await record.mutateAsync({
        companyId: entry.company_id,
        input: { act: 'opened', body: parsed.data },
      });
      showSuccess(t('acts.opened_toast'));
      props.onClose();
    } catch (error) {
      const code = errorCode(error);
      if (code && CLABE_CODES.includes(code)) {
        setErrors({ clabe: bankErrorText(error) });
        clabeRef.current?.focus();
      } else setFailure(bankErrorText(error));
    }
  };

  const description = check.ok ? (
    <Text span size="xs" c="forja.9" fw={600} data-testid="clabe-bank">
      {t('acts.clabe_bank', { bank: check.bankName, code: check.bankCode })}
    </Text>
  ) : (
    t('acts.clabe_count', { count: digits.length })
  );

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('acts.opened_title', { company: entry.company_name ?? entry.friendly_id ?? entry.company_id })}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('acts.opened_body', { bank: entry.referral.bank_name })}</Text>
          <TextInput
            ref={clabeRef}
            label={t('acts.clabe')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={clabe}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setClabe(value);
              setErrors((current) => ({ ...current, clabe: undefined }));
            }}
            description={description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.clabe ?? liveError}
            data-autofocus
          />
          {otherBank && check.ok && (
            <Alert color="orange" role="status">
              {t('acts.clabe_other_bank', { bank: check.bankName, expected: entry.referral.bank_name })}
            </Alert>
          )}
          <TextInput
            label={t('acts.account_holder')}
            required
            maxLength={200}
            value={holder}
            onChange={(event) => setHolder(event.currentTarget.value)}
            error={errors.holder}
          />
          <Textarea
            label={t('acts.note_optional')}
            description={t('acts.note_help')}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
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
            <Button type="submit" loading={record.isPending}>
              {t('acts.opened_confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
