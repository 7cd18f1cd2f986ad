import { bankAccountOpenedBodySchema, type BankReferralQueueEntry } from '@forja/contracts';
import { accountBankName, checkClabe } from '@forja/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showSuccess } from '../../../../lib/notify';
import { useRecordBankReferralAct } from '../api/bank-referrals';
import { bankErrorText, errorCode } from '../error-text';

const CLABE_CODES = ['clabe_invalid', 'clabe_invalid_checksum', 'clabe_unknown_bank'] as const;

/**
 * The API's account body, with the CLABE checked by the domain's checkClabe as the server checks it and sent as
 * its 18 digits; a blank note is sent as none.
 */
const accountOpenedFormSchema = bankAccountOpenedBodySchema.extend({
  clabe: bankAccountOpenedBodySchema.shape.clabe.transform((clabe, context) => {
    const check = checkClabe(clabe);
    if (check.ok) return check.clabe;
    context.addIssue({ code: 'custom', message: check.code });
    return z.NEVER;
  }),
  note: bankAccountOpenedBodySchema.shape.note.transform((note) => note || null),
});
const ACCOUNT_ERROR_TEXTS = {
  clabe: Object.fromEntries(CLABE_CODES.map((code) => [code, `backoffice-banks:errors.${code}`])),
  account_holder: 'backoffice-banks:form.invalid',
  note: 'backoffice-banks:form.invalid',
};

/**
 * "Account opened": the CLABE the bank gave (checked with the domain's checkClabe as it is typed, and again
 * before sending: a bad one never leaves the browser), the account holder and an optional note. The bank read
 * from the CLABE's prefix shows under the field, with a warning when it is not the referral's bank.
 */
export function AccountOpenedModal(props: {
  entry: BankReferralQueueEntry;
  /** The CLABE bank codes of the referral's bank, from the catalogue (null when unknown). */
  expectedBankCodes: readonly string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const record = useRecordBankReferralAct();
  const { entry } = props;
  const form = useForm<
    z.input<typeof accountOpenedFormSchema>,
    unknown,
    z.output<typeof accountOpenedFormSchema>
  >({
    resolver: contractResolver(accountOpenedFormSchema),
    // The CLABE's own error goes as it is typed again; the others stay until the next attempt.
    reValidateMode: 'onSubmit',
    defaultValues: { clabe: '', account_holder: entry.company_name ?? '', note: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, ACCOUNT_ERROR_TEXTS);
  const [failure, setFailure] = useState<string | null>(null);

  const clabe = useWatch({ control: form.control, name: 'clabe' });
  const digits = clabe.replace(/[\s-]/g, '');
  const check = checkClabe(clabe);
  // Typing: tell the count; 18 digits (or more, or letters): the check's answer right away.
  const finished = digits.length >= 18 || /[^\d]/.test(digits);
  const liveError = !check.ok && finished ? t(`errors.${check.code}`) : undefined;
  const otherBank =
    check.ok && props.expectedBankCodes !== null && !props.expectedBankCodes.includes(check.bankCode);

  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ companyId: entry.company_id, input: { act: 'opened', body } });
      showSuccess(t('acts.opened_toast'));
      props.onClose();
    } catch (error) {
      const code = errorCode(error);
      if (code && (CLABE_CODES as readonly string[]).includes(code)) {
        form.setError('clabe', { message: code }, { shouldFocus: true });
      } else setFailure(bankErrorText(error));
    }
  });

  const description = check.ok ? (
    <Text span size="xs" c="forja.9" fw={600} data-testid="clabe-bank">
      {/* The referred bank by the catalogue's name, as the account will be recorded (the API does the same). */}
      {t('acts.clabe_bank', {
        bank: accountBankName(check, {
          name: entry.referral.bank_name,
          clabe_bank_codes: props.expectedBankCodes ?? [],
        }),
        code: check.bankCode,
      })}
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
      <form
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('acts.opened_body', { bank: entry.referral.bank_name })}</Text>
          <TextInput
            label={t('acts.clabe')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register('clabe', { onChange: () => form.clearErrors('clabe') })}
            description={description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errorText('clabe') ?? liveError}
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
            {...form.register('account_holder')}
            error={errorText('account_holder')}
          />
          <Textarea
            label={t('acts.note_optional')}
            description={t('acts.note_help')}
            rows={2}
            maxLength={1000}
            {...form.register('note')}
            error={errorText('note')}
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
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('acts.opened_confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
