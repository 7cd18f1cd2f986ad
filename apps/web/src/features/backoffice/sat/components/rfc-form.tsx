import { FEDERAL_REGISTRATION_STATUS_VALUES, recordRfcBodySchema } from '@forja/contracts';
import { checkRfc } from '@forja/domain';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSatActs } from '../api/sat-registration';

type Status = (typeof FEDERAL_REGISTRATION_STATUS_VALUES)[number];

/**
 * The API's RFC body, with the RFC checked by the domain's checkRfc as the server checks it (a company's has 12
 * characters) and sent as checkRfc reads it; a check digit that does not match needs confirm_checksum.
 */
const rfcFormSchema = recordRfcBodySchema
  .superRefine((body, context) => {
    const check = checkRfc(body.rfc, 'company');
    if (!check.ok) context.addIssue({ code: 'custom', path: ['rfc'], message: check.code });
    else if (check.checksumMismatch && !body.confirm_checksum)
      context.addIssue({ code: 'custom', path: ['rfc'], message: 'rfc_checksum_mismatch' });
  })
  .transform((body) => {
    const check = checkRfc(body.rfc, 'company');
    return check.ok ? { ...body, rfc: check.rfc } : body;
  });
type RfcValues = z.input<typeof rfcFormSchema>;
/**
 * A blank RFC reads as a malformed one, as checkRfc says of it. The shared texts of these codes speak to the
 * founder about their own constancia; the operator reads the company's.
 */
const RFC_ERROR_TEXTS = {
  rfc: {
    required: 'backoffice-sat:rfc.invalid_format',
    rfc_invalid_format: 'backoffice-sat:rfc.invalid_format',
    rfc_checksum_mismatch: 'backoffice-sat:rfc.checksum_mismatch',
  },
};

const initialStatus = (status: string | null | undefined): Status =>
  FEDERAL_REGISTRATION_STATUS_VALUES.find((value) => value === status) ?? 'active';

/**
 * Records (or corrects) the company's RFC and its status in the SAT's register. The RFC is checked in the
 * browser with the same rule as the server (a company's has 12 characters); a check digit that does not match
 * asks the operator to confirm it is exactly the constancia's.
 */
export function RfcForm(props: {
  companyId: number;
  correct: boolean;
  initial?: { rfc: string | null; status: string | null };
  onDone?: () => void;
}) {
  const { t } = useTranslation('backoffice-sat');
  const { saveRfc } = useSatActs(props.companyId);
  const form = useForm<RfcValues, unknown, z.output<typeof rfcFormSchema>>({
    resolver: contractResolver(rfcFormSchema),
    // The RFC's error stays until the next attempt, as the confirmation it may ask for depends on it.
    reValidateMode: 'onSubmit',
    defaultValues: {
      rfc: props.initial?.rfc ?? '',
      status_federal_registration: initialStatus(props.initial?.status),
      confirm_checksum: false,
    },
  });
  const errorText = useFieldErrorText(form.formState.errors, RFC_ERROR_TEXTS);
  const [askChecksum, setAskChecksum] = useState(false);

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await saveRfc.mutateAsync({ correct: props.correct, body });
        showSuccess(props.correct ? t('rfc.corrected_toast') : t('rfc.recorded_toast'));
        props.onDone?.();
      } catch (caught) {
        const code = caught instanceof ApiError ? caught.codes[0] : undefined;
        if (code?.startsWith('rfc_')) {
          form.setError('rfc', { message: code }, { shouldFocus: true });
          if (code === 'rfc_checksum_mismatch') setAskChecksum(true);
        } else {
          showError(caught);
        }
      }
    },
    (errors) => {
      if (errors.rfc?.message === 'rfc_checksum_mismatch') setAskChecksum(true);
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="rfc"
          render={({ field }) => (
            <TextInput
              ref={field.ref}
              label={t('rfc.label')}
              description={t('rfc.help')}
              required
              value={field.value}
              onChange={(event) => {
                field.onChange(event.currentTarget.value.toUpperCase());
                setAskChecksum(false);
                form.setValue('confirm_checksum', false);
              }}
              onBlur={field.onBlur}
              error={errorText('rfc')}
              ff="monospace"
              maxLength={20}
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={form.control}
          name="status_federal_registration"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('rfc.status')}
              required
              data={FEDERAL_REGISTRATION_STATUS_VALUES.map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              error={errorText('status_federal_registration')}
              allowDeselect={false}
            />
          )}
        />
        {askChecksum && (
          <Controller
            control={form.control}
            name="confirm_checksum"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                label={t('rfc.confirm_checksum')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {props.correct ? t('rfc.save_correction') : t('rfc.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
