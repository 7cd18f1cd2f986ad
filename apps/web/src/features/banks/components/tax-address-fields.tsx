import { Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText as codeText } from '../../../lib/notify';
import { postalCodeQueryOptions } from '../../delivery/api/delivery';
import { fieldId, type BusinessInformationValues } from '../business-information-values';

const FIVE_DIGITS = /^\d{5}$/;
const HELP_UNDER = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

type Props = {
  form: UseFormReturn<BusinessInformationValues>;
  /** A field's error text from its message key. */
  fieldError: (message: string | undefined) => string | undefined;
};

/**
 * The tax address (domicilio fiscal), as the partners' address step asks it: the postal code fills the state
 * and municipality and offers its colonias (SEPOMEX, `GET postal-codes/{cp}`); then the street and numbers.
 */
export function TaxAddressFields({ form, fieldError }: Props) {
  const { t } = useTranslation('banks');
  const queryClient = useQueryClient();
  const postalCode = useWatch({ control: form.control, name: 'postal_code' });
  const latest = useRef(postalCode);
  const lookup = useQuery({ ...postalCodeQueryOptions(postalCode), enabled: FIVE_DIGITS.test(postalCode) });
  const found = FIVE_DIGITS.test(postalCode) ? lookup.data : undefined;
  const lookupCode =
    FIVE_DIGITS.test(postalCode) && lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];

  /** A complete code is looked up: it fills the state and municipality, and the colonia when it is the only one. */
  const changePostalCode = (raw: string, onChange: (value: string) => void) => {
    const value = raw.replace(/\D/g, '').slice(0, 5);
    latest.current = value;
    onChange(value);
    if (!FIVE_DIGITS.test(value)) return;
    queryClient
      .fetchQuery(postalCodeQueryOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        const fill = { shouldDirty: true } as const;
        if (data.state) form.setValue('state', data.state, fill);
        if (data.municipality) form.setValue('municipality', data.municipality, fill);
        const names = data.settlements.map((entry) => entry.settlement);
        const current = form.getValues('settlement');
        if (!names.includes(current))
          form.setValue('settlement', names.length === 1 ? (names[0] ?? '') : '', fill);
        form.clearErrors(['state', 'municipality', 'settlement']);
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="postal_code"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            id={fieldId('postal_code')}
            inputWrapperOrder={HELP_UNDER}
            onChange={(event) => changePostalCode(event.currentTarget.value, field.onChange)}
            label={t('form.postal_code')}
            description={t('form.postal_code_hint')}
            error={fieldError(fieldState.error?.message) ?? (lookupCode ? codeText(lookupCode) : undefined)}
            inputMode="numeric"
            autoComplete="postal-code"
            styles={{ input: { maxWidth: 240 } }}
            rightSection={
              lookup.isFetching ? <Loader size="xs" aria-label={t('form.looking_up')} /> : undefined
            }
          />
        )}
      />
      {found && !found.catalogue_loaded && (
        <Text size="sm" c="gray.7">
          {t('form.no_catalogue')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="state"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              id={fieldId('state')}
              label={t('form.state')}
              error={fieldError(fieldState.error?.message)}
              autoComplete="address-level1"
              maxLength={100}
            />
          )}
        />
        <Controller
          control={form.control}
          name="municipality"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              id={fieldId('municipality')}
              label={t('form.municipality')}
              error={fieldError(fieldState.error?.message)}
              autoComplete="address-level2"
              maxLength={200}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="settlement"
        render={({ field, fieldState }) =>
          settlements.length > 0 ? (
            <Select
              id={fieldId('settlement')}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              inputWrapperOrder={HELP_UNDER}
              label={t('form.settlement')}
              description={t('form.settlement_hint', { count: settlements.length })}
              data={settlements}
              value={settlements.includes(field.value) ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldError(fieldState.error?.message)}
              searchable
              nothingFoundMessage={t('form.settlement_none')}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              {...field}
              id={fieldId('settlement')}
              inputWrapperOrder={HELP_UNDER}
              label={t('form.settlement')}
              description={FIVE_DIGITS.test(postalCode) ? undefined : t('form.settlement_free_hint')}
              error={fieldError(fieldState.error?.message)}
              autoComplete="address-level3"
              maxLength={200}
            />
          )
        }
      />
      <Controller
        control={form.control}
        name="street"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            id={fieldId('street')}
            label={t('form.street')}
            error={fieldError(fieldState.error?.message)}
            autoComplete="address-line1"
            maxLength={200}
          />
        )}
      />
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="exterior_number"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              id={fieldId('exterior_number')}
              label={t('form.exterior_number')}
              error={fieldError(fieldState.error?.message)}
              maxLength={20}
            />
          )}
        />
        <Controller
          control={form.control}
          name="interior_number"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              id={fieldId('interior_number')}
              label={t('form.interior_number')}
              error={fieldError(fieldState.error?.message)}
              maxLength={20}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
