import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { saveRfcBodySchema, type Company } from '@forja/contracts';
import { checkRfc } from '@forja/domain';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { isRfcChecksumWarning, markRfcLater, saveCompanyRfc } from '../api/rfc';

/** A company's RFC has 12 characters; one more is let through to say when it is a person's (13). */
const RFC_INPUT_LENGTH = 13;

/** What the founder typed, as an RFC is written: upper case, no spaces or dashes. */
export function normalizeRfcInput(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** The API's RFC body, the RFC checked first as a company's with the domain's checkRfc (and sent normalised). */
const rfcFormSchema = saveRfcBodySchema.pick({ rfc: true }).transform(({ rfc }, context) => {
  const check = checkRfc(rfc, 'company');
  if (check.ok) return { rfc: check.rfc };
  context.addIssue({ code: 'custom', path: ['rfc'], message: check.code });
  return z.NEVER;
});
const RFC_ERROR_TEXTS = {
  rfc: {
    required: 'company:rfc.errors.rfc_invalid_format',
    rfc_invalid_format: 'company:rfc.errors.rfc_invalid_format',
    rfc_invalid_date: 'company:rfc.errors.rfc_invalid_date',
    rfc_wrong_kind: 'company:rfc.errors.rfc_wrong_kind',
  },
};

type RfcSectionProps = {
  company: Company;
  /** After a change the server accepted: the page refreshes the company. */
  onSaved: () => Promise<void> | void;
  /** Shown only: the RFC (or that there is none yet), no form (the reader may not change the company). */
  readOnly?: boolean;
};

/**
 * The company's RFC: 12 characters, checked here for shape and date, by the server for everything. When the
 * check digit does not match, the server warns (rfc_checksum_mismatch) and the founder may confirm.
 */
export function RfcSection({ company, onSaved, readOnly = false }: RfcSectionProps) {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState(!company.rfc);
  const form = useForm<z.input<typeof rfcFormSchema>, unknown, z.output<typeof rfcFormSchema>>({
    resolver: contractResolver(rfcFormSchema),
    defaultValues: { rfc: company.rfc ?? '' },
    // The error goes as the RFC is corrected, and the check runs again on saving.
    reValidateMode: 'onSubmit',
  });
  const errorText = useFieldErrorText(form.formState.errors, RFC_ERROR_TEXTS);
  const [busy, setBusy] = useState<'save' | 'later' | null>(null);

  /** The server's check digit disagrees: the founder confirms the RFC as typed, or goes back to it. */
  const confirmAsTyped = (value: string) =>
    openConfirmDialog({
      title: t('rfc.confirm_title'),
      children: (
        <Stack gap="md">
          <Text>{t('rfc.confirm_body')}</Text>
          <Code block fz="lg" ta="center">
            {value}
          </Code>
        </Stack>
      ),
      confirmLabel: t('rfc.confirm_yes'),
      cancelLabel: t('rfc.confirm_review'),
      onConfirm: () => send(value, true),
      onCancel: () => setTimeout(() => form.setFocus('rfc'), 0),
    });

  /** Saves the RFC; false when it was not saved. */
  const send = async (value: string, confirmChecksum: boolean): Promise<boolean> => {
    setBusy('save');
    try {
      await saveCompanyRfc(company.id, value, confirmChecksum);
      setEditing(false);
      showSuccess(t('rfc.saved'));
      await onSaved();
      return true;
    } catch (caught) {
      if (!confirmChecksum && isRfcChecksumWarning(caught)) confirmAsTyped(value);
      else showError(caught);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const submit = form.handleSubmit(async ({ rfc }) => {
    form.setValue('rfc', rfc);
    await send(rfc, false);
  });

  const later = async () => {
    setBusy('later');
    try {
      await markRfcLater(company.id);
      showSuccess(t('rfc.later_saved'));
      await onSaved();
    } catch (caught) {
      showError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {t('rfc.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('rfc.explain')}
        </Text>
      </div>

      {company.rfc && !editing ? (
        <Group gap="sm" wrap="wrap">
          <Code fz="lg" px="sm" py={6} aria-label={t('rfc.current', { rfc: company.rfc })}>
            {company.rfc}
          </Code>
          <CopyButton value={company.rfc}>
            {({ copied, copy }) => (
              <Button
                variant="subtle"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? t('rfc.copied') : t('rfc.copy')}
              </Button>
            )}
          </CopyButton>
          {!readOnly && (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('rfc.change')}
            </Button>
          )}
        </Group>
      ) : readOnly ? (
        <Text size="sm">{t('rfc.none_yet')}</Text>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            {company.rfc_later && !company.rfc && (
              <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
                {t('rfc.later_note')}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="rfc"
              render={({ field }) => (
                <TextInput
                  {...field}
                  onChange={(event) => {
                    field.onChange(normalizeRfcInput(event.currentTarget.value).slice(0, RFC_INPUT_LENGTH));
                    form.clearErrors('rfc');
                  }}
                  label={t('rfc.label')}
                  description={t('rfc.hint')}
                  error={errorText('rfc')}
                  maxLength={RFC_INPUT_LENGTH + 4}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  styles={{
                    input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' },
                  }}
                />
              )}
            />
            <Group gap="sm" wrap="wrap">
              <Button type="submit" variant="light" loading={busy === 'save'} disabled={busy === 'later'}>
                {t('rfc.save')}
              </Button>
              {!company.rfc && !company.rfc_later && (
                <Button
                  variant="subtle"
                  onClick={() => void later()}
                  loading={busy === 'later'}
                  disabled={busy === 'save'}
                >
                  {t('rfc.later')}
                </Button>
              )}
              {company.rfc && (
                <Button
                  variant="subtle"
                  onClick={() => {
                    form.reset({ rfc: company.rfc ?? '' });
                    setEditing(false);
                  }}
                >
                  {t('rfc.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
