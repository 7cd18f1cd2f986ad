import { CFDI_USE_CODES, TAX_REGIME_CODES, type BillingInfo } from '@forja/contracts/payments/billing-info';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { saveBillingInfo } from '../api/billing-info';
import { paymentsQueryKeys } from '../api/payments-query-keys';
import { HELP_UNDER_FIELD } from './field-help';
import {
  BILLING_ERROR_TEXTS,
  billingInfoFormSchema,
  billingValuesFrom,
  type BillingInfoValues,
} from '../billing-info-values';

/** checkout_info: the buyer's data for the Mexican invoice (CFDI), in one column, checked as typed. */
export function BillingInfoForm(props: {
  companyId: number;
  initial: BillingInfo | null;
  onSaved: (info: BillingInfo) => Promise<void> | void;
}) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const form = useForm<BillingInfoValues, unknown, BillingInfo>({
    defaultValues: billingValuesFrom(props.initial),
    resolver: contractResolver(billingInfoFormSchema),
    mode: 'onTouched',
  });
  const errorText = useFieldErrorText(form.formState.errors, BILLING_ERROR_TEXTS);

  const submit = form.handleSubmit(async (info) => {
    try {
      const saved = await saveBillingInfo(props.companyId, info);
      queryClient.setQueryData(paymentsQueryKeys.billingInfo(props.companyId), saved);
      await props.onSaved(saved);
    } catch (error) {
      // The server's refusal of a field goes under it, in the field's words.
      if (error instanceof ApiError)
        for (const { path, code } of error.fields) {
          const key = path.replace(/^body\./, '') as keyof BillingInfoValues;
          if (key in form.getValues()) form.setError(key, { message: code });
        }
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('checkout_info.title')}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="rfc"
          render={({ field }) => (
            <TextInput
              {...field}
              {...HELP_UNDER_FIELD}
              onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
              label={t('checkout_info.rfc')}
              description={t('checkout_info.rfc_help')}
              error={errorText(field.name)}
              autoComplete="off"
              maxLength={14}
              required
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' },
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="legal_name"
          render={({ field }) => (
            <TextInput
              {...field}
              {...HELP_UNDER_FIELD}
              label={t('checkout_info.legal_name')}
              description={t('checkout_info.legal_name_help')}
              error={errorText(field.name)}
              maxLength={300}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="tax_regime"
          render={({ field }) => (
            <Select
              {...field}
              {...HELP_UNDER_FIELD}
              onChange={(value) => field.onChange(value ?? '')}
              label={t('checkout_info.tax_regime')}
              description={t('checkout_info.tax_regime_help')}
              error={errorText(field.name)}
              placeholder={t('checkout_info.choose')}
              data={TAX_REGIME_CODES.map((code) => ({
                value: code,
                label: `${code} · ${t(`tax_regimes.${code}`)}`,
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="cfdi_use"
          render={({ field }) => (
            <Select
              {...field}
              {...HELP_UNDER_FIELD}
              onChange={(value) => field.onChange(value ?? '')}
              label={t('checkout_info.cfdi_use')}
              description={t('checkout_info.cfdi_use_help')}
              error={errorText(field.name)}
              data={CFDI_USE_CODES.map((code) => ({
                value: code,
                label: `${code} · ${t(`cfdi_uses.${code}`)}`,
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="postal_code"
          render={({ field }) => (
            <TextInput
              {...field}
              {...HELP_UNDER_FIELD}
              label={t('checkout_info.postal_code')}
              description={t('checkout_info.postal_code_help')}
              error={errorText(field.name)}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="email"
          render={({ field }) => (
            <TextInput
              {...field}
              {...HELP_UNDER_FIELD}
              type="email"
              label={t('checkout_info.email')}
              description={t('checkout_info.email_help')}
              error={errorText(field.name)}
              autoComplete="email"
            />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('checkout_info.save')}
        </Button>
      </Stack>
    </form>
  );
}
