import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { setShippingAddressBodySchema, type ShippingAddress } from '@forja/contracts';
import { DEFAULT_PHONE_COUNTRY_CODE, normalizePhone } from '@forja/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { errorText as codeText, showError, showSuccess } from '../../../lib/notify';
import { useSetShippingAddress } from '../api/delivery';
import { postalCodeQueryOptions } from '../../../lib/postal-codes';
import { POSTAL_CODE_REFUSALS, isPostalCodeShape, postalCodeDigits } from '../../../lib/postal-codes';

const shape = setShippingAddressBodySchema.shape;
/** An optional field left empty is sent as null. */
const blankAsNull = z.string().transform((value): string | null | undefined => value.trim() || null);

/**
 * `POST set-shipping-address/{id}`'s body with what the form checks before asking the server: the postal code's
 * five digits, a phone valid for its country, and empty optional fields sent as null.
 */
export const shippingAddressFormSchema = setShippingAddressBodySchema
  .extend({
    postal_code: shape.postal_code.refine(isPostalCodeShape, { message: 'invalid_zip_code' }),
    interior_number: blankAsNull.pipe(shape.interior_number),
    references: blankAsNull.pipe(shape.references),
    contact_phone_country_code: shape.contact_phone_country_code.unwrap(),
  })
  .superRefine((body, context) => {
    if (!normalizePhone(body.contact_phone_country_code, body.contact_phone))
      context.addIssue({ code: 'custom', path: ['contact_phone'], message: 'invalid_phone' });
  });
/** The form's fields as typed. */
export type ShippingAddressValues = {
  postal_code: string;
  state: string;
  municipality: string;
  settlement: string;
  street: string;
  exterior_number: string;
  interior_number: string;
  references: string;
  contact_name: string;
  contact_phone: string;
  contact_phone_country_code: string;
};

const REQUIRED = 'delivery:form.required';
const SHIPPING_ERROR_TEXTS = {
  state: REQUIRED,
  municipality: REQUIRED,
  settlement: 'delivery:form.settlement_required',
  street: REQUIRED,
  exterior_number: REQUIRED,
  contact_name: REQUIRED,
  contact_phone: 'errors:codes.invalid_phone',
};

/** A saved E.164 Mexican phone as the 10 digits the form asks for. */
const nationalPhone = (phone: string | undefined) => (phone ?? '').replace(/^\+52/, '');

type Props = {
  companyId: number;
  /** The address the founder gave before, to change it. */
  initial: ShippingAddress | null;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Where the certified copy (testimonio) is shipped: the postal code fills the state and municipality and offers
 * its colonias (SEPOMEX), as the partners' address step does; then street, numbers, references, and who
 * receives it with a phone the courier can call.
 */
export function ShippingAddressForm({ companyId, initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation('delivery');
  const queryClient = useQueryClient();
  const save = useSetShippingAddress(companyId);
  const defaultValues: ShippingAddressValues = {
    postal_code: initial?.postal_code ?? '',
    state: initial?.state ?? '',
    municipality: initial?.municipality ?? '',
    settlement: initial?.settlement ?? '',
    street: initial?.street ?? '',
    exterior_number: initial?.exterior_number ?? '',
    interior_number: initial?.interior_number ?? '',
    references: initial?.references ?? '',
    contact_name: initial?.contact_name ?? '',
    contact_phone: nationalPhone(initial?.contact_phone),
    contact_phone_country_code: DEFAULT_PHONE_COUNTRY_CODE,
  };
  const form = useForm<ShippingAddressValues, unknown, z.output<typeof shippingAddressFormSchema>>({
    resolver: contractResolver(shippingAddressFormSchema),
    defaultValues,
  });
  const errorText = useFieldErrorText(form.formState.errors, SHIPPING_ERROR_TEXTS);
  const latest = useRef(defaultValues.postal_code);
  const postalCode = useWatch({ control: form.control, name: 'postal_code' });
  const complete = isPostalCodeShape(postalCode);
  const lookup = useQuery({ ...postalCodeQueryOptions(postalCode), enabled: complete });
  const found = complete ? lookup.data : undefined;
  const lookupCode = lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];
  const submitting = form.formState.isSubmitting;

  /** A complete code is looked up: it fills the state and municipality, and the colonia when there is one. */
  const changePostalCode = (typed: string, onChange: (value: string) => void) => {
    const value = postalCodeDigits(typed);
    latest.current = value;
    onChange(value);
    if (!isPostalCodeShape(value)) return;
    queryClient
      .fetchQuery(postalCodeQueryOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        const names = data.settlements.map((entry) => entry.settlement);
        const before = form.getValues();
        form.setValue('state', data.state ?? before.state);
        form.setValue('municipality', data.municipality ?? before.municipality);
        form.setValue(
          'settlement',
          names.includes(before.settlement)
            ? before.settlement
            : names.length === 1
              ? (names[0] ?? '')
              : names.length > 1
                ? ''
                : before.settlement,
        );
      })
      .catch(() => undefined);
  };

  const submit = form.handleSubmit(async (body) => {
    // The catalogue already said the code is wrong: shown under the field, nothing is sent.
    if (complete && lookupCode && POSTAL_CODE_REFUSALS.includes(lookupCode)) {
      form.setError('postal_code', { message: lookupCode }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync(body);
      showSuccess(t('form.saved'));
      onSaved();
    } catch (error) {
      const first = error instanceof ApiError ? error.codes[0] : undefined;
      if (first && POSTAL_CODE_REFUSALS.includes(first)) {
        form.setError('postal_code', { message: first });
      } else if (first === 'invalid_phone') {
        form.setError('contact_phone', { message: first });
      } else {
        showError(error);
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('form.intro')}
        </Text>
        <Controller
          control={form.control}
          name="postal_code"
          render={({ field }) => (
            <TextInput
              label={t('form.postal_code')}
              description={t('form.postal_code_hint')}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(event) => changePostalCode(event.currentTarget.value, field.onChange)}
              error={errorText('postal_code') ?? (complete && lookupCode ? codeText(lookupCode) : undefined)}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maw={220}
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
            name="state"
            render={({ field }) => (
              <TextInput
                label={t('form.state')}
                {...field}
                error={errorText('state')}
                required
                autoComplete="address-level1"
              />
            )}
          />
          <Controller
            control={form.control}
            name="municipality"
            render={({ field }) => (
              <TextInput
                label={t('form.municipality')}
                {...field}
                error={errorText('municipality')}
                required
                autoComplete="address-level2"
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="settlement"
          render={({ field }) =>
            settlements.length > 0 ? (
              <Select
                label={t('form.settlement')}
                description={t('form.settlement_hint', { count: settlements.length })}
                data={settlements}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={settlements.includes(field.value) ? field.value : null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errorText('settlement')}
                searchable
                required
                nothingFoundMessage={t('form.settlement_none')}
                comboboxProps={{ withinPortal: true }}
              />
            ) : (
              <TextInput
                label={t('form.settlement')}
                {...field}
                error={errorText('settlement')}
                required
                autoComplete="address-level3"
              />
            )
          }
        />
        <Controller
          control={form.control}
          name="street"
          render={({ field }) => (
            <TextInput
              label={t('form.street')}
              {...field}
              error={errorText('street')}
              required
              autoComplete="address-line1"
              maxLength={200}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="exterior_number"
            render={({ field }) => (
              <TextInput
                label={t('form.exterior_number')}
                {...field}
                error={errorText('exterior_number')}
                required
                maxLength={20}
              />
            )}
          />
          <Controller
            control={form.control}
            name="interior_number"
            render={({ field }) => (
              <TextInput
                label={t('form.interior_number')}
                {...field}
                error={errorText('interior_number')}
                maxLength={20}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="references"
          render={({ field }) => (
            <Textarea
              label={t('form.references')}
              description={t('form.references_hint')}
              {...field}
              error={errorText('references')}
              rows={2}
              maxLength={500}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="contact_name"
            render={({ field }) => (
              <TextInput
                label={t('form.contact_name')}
                {...field}
                error={errorText('contact_name')}
                required
                autoComplete="name"
                maxLength={200}
              />
            )}
          />
          <Controller
            control={form.control}
            name="contact_phone"
            render={({ field }) => (
              <TextInput
                label={t('form.contact_phone')}
                description={t('form.contact_phone_hint')}
                {...field}
                error={errorText('contact_phone')}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
