import type { BusinessInformationBody } from '@forja/contracts';
import { Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText as codeText } from '../../../lib/notify';
import { postalCodeQueryOptions } from '../../../lib/postal-codes';
import { isPostalCodeShape, postalCodeDigits } from '../../../lib/postal-codes';
import { fieldId, type BusinessInformationValues } from '../business-information-values';

const HELP_UNDER = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

type Props = {
  form: UseFormReturn<BusinessInformationValues, unknown, BusinessInformationBody>;
  /** A field's error text, by the field's name. */
  errorText: (name: string) => string | undefined;
};

/**
 * The tax address (domicilio fiscal), as the partners' address step asks it: the postal code fills the state
 * and municipality and offers its colonias (SEPOMEX, `GET postal-codes/{cp}`); then the street and numbers.
 */
export function TaxAddressFields({ form, errorText }: Props) {
  const { t } = useTranslation('banks');
  const queryClient = useQueryClient();
  const postalCode = useWatch({ control: form.control, name: 'tax_address.postal_code' });
  const complete = isPostalCodeShape(postalCode);
  const latest = useRef(postalCode);
  const lookup = useQuery({ ...postalCodeQueryOptions(postalCode), enabled: complete });
  const found = complete ? lookup.data : undefined;
  const lookupCode = complete && lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];

  /** A complete code is looked up: it fills the state and municipality, and the colonia when it is the only one. */
  const changePostalCode = (raw: string, onChange: (value: string) => void) => {
    const value = postalCodeDigits(raw);
    latest.current = value;
    onChange(value);
    if (!isPostalCodeShape(value)) return;
    queryClient
      .fetchQuery(postalCodeQueryOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        const fill = { shouldDirty: true } as const;
        if (data.state) form.setValue('tax_address.state', data.state, fill);
        if (data.municipality) form.setValue('tax_address.municipality', data.municipality, fill);
        const names = data.settlements.map((entry) => entry.settlement);
        const current = form.getValues('tax_address.settlement');
        if (!names.includes(current))
          form.setValue('tax_address.settlement', names.length === 1 ? (names[0] ?? '') : '', fill);
        form.clearErrors(['tax_address.state', 'tax_address.municipality', 'tax_address.settlement']);
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="tax_address.postal_code"
        render={({ field }) => (
          <TextInput
            {...field}
            id={fieldId('tax_address.postal_code')}
            inputWrapperOrder={HELP_UNDER}
            onChange={(event) => changePostalCode(event.currentTarget.value, field.onChange)}
            label={t('form.postal_code')}
            description={t('form.postal_code_hint')}
            error={errorText(field.name) ?? (lookupCode ? codeText(lookupCode) : undefined)}
            inputMode="numeric"
            autoComplete="postal-code"
            styles={{ input: { maxWidth: 240 } }}
            rightSection={
              lookup.isFetching ? (
                <Loader size="xs" role="status" aria-label={t('form.looking_up')} />
              ) : undefined
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
          name="tax_address.state"
          render={({ field }) => (
            <TextInput
              {...field}
              id={fieldId('tax_address.state')}
              label={t('form.state')}
              error={errorText(field.name)}
              autoComplete="address-level1"
              maxLength={100}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tax_address.municipality"
          render={({ field }) => (
            <TextInput
              {...field}
              id={fieldId('tax_address.municipality')}
              label={t('form.municipality')}
              error={errorText(field.name)}
              autoComplete="address-level2"
              maxLength={200}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="tax_address.settlement"
        render={({ field }) =>
          settlements.length > 0 ? (
            <Select
              id={fieldId('tax_address.settlement')}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              inputWrapperOrder={HELP_UNDER}
              label={t('form.settlement')}
              description={t('form.settlement_hint', { count: settlements.length })}
              data={settlements}
              value={settlements.includes(field.value) ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errorText(field.name)}
              searchable
              nothingFoundMessage={t('form.settlement_none')}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              {...field}
              id={fieldId('tax_address.settlement')}
              inputWrapperOrder={HELP_UNDER}
              label={t('form.settlement')}
              description={complete ? undefined : t('form.settlement_free_hint')}
              error={errorText(field.name)}
              autoComplete="address-level3"
              maxLength={200}
            />
          )
        }
      />
      <Controller
        control={form.control}
        name="tax_address.street"
        render={({ field }) => (
          <TextInput
            {...field}
            id={fieldId('tax_address.street')}
            label={t('form.street')}
            error={errorText(field.name)}
            autoComplete="address-line1"
            maxLength={200}
          />
        )}
      />
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="tax_address.exterior_number"
          render={({ field }) => (
            <TextInput
              {...field}
              id={fieldId('tax_address.exterior_number')}
              label={t('form.exterior_number')}
              error={errorText(field.name)}
              maxLength={20}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tax_address.interior_number"
          render={({ field }) => (
            <TextInput
              {...field}
              id={fieldId('tax_address.interior_number')}
              label={t('form.interior_number')}
              error={errorText(field.name)}
              maxLength={20}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
