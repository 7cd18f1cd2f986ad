import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { ShippingAddress } from '@forja/contracts';
import { normalizePhone } from '@forja/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { postalCodeQueryOptions, useSetShippingAddress } from '../api/delivery';

type Field =
  | 'postal_code'
  | 'state'
  | 'municipality'
  | 'settlement'
  | 'street'
  | 'exterior_number'
  | 'contact_name'
  | 'contact_phone';
export type ShippingAddressErrors = Partial<Record<Field, string>>;

const FIVE_DIGITS = /^\d{5}$/;

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
};

/** What is missing or wrong in the form, field by field (the server checks the same, and the catalogue). */
export function validateShippingAddress(
  values: ShippingAddressValues,
  messages: { required: string; settlement: string; postalCode: string; phone: string },
): ShippingAddressErrors {
  const errors: ShippingAddressErrors = {};
  if (!FIVE_DIGITS.test(values.postal_code)) errors.postal_code = messages.postalCode;
  if (values.state.trim().length < 2) errors.state = messages.required;
  if (values.municipality.trim().length < 2) errors.municipality = messages.required;
  if (values.settlement.trim().length < 2) errors.settlement = messages.settlement;
  if (values.street.trim().length < 2) errors.street = messages.required;
  if (values.exterior_number.trim() === '') errors.exterior_number = messages.required;
  if (values.contact_name.trim().length < 2) errors.contact_name = messages.required;
  if (!normalizePhone('52', values.contact_phone)) errors.contact_phone = messages.phone;
  return errors;
}

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
  const [values, setValues] = useState<ShippingAddressValues>({
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
  });
  const [errors, setErrors] = useState<ShippingAddressErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef(values.postal_code);
  const queryClient = useQueryClient();
  const save = useSetShippingAddress(companyId);

  const complete = FIVE_DIGITS.test(values.postal_code);
  const lookup = useQuery({ ...postalCodeQueryOptions(values.postal_code), enabled: complete });
  const found = complete ? lookup.data : undefined;
  const lookupCode = lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];

  const set = (field: keyof ShippingAddressValues) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const changePostalCode = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, 5);
    latest.current = value;
    set('postal_code')(value);
    if (!FIVE_DIGITS.test(value)) return;
    queryClient
      .fetchQuery(postalCodeQueryOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        const names = data.settlements.map((entry) => entry.settlement);
        setValues((before) => ({
          ...before,
          state: data.state ?? before.state,
          municipality: data.municipality ?? before.municipality,
          settlement: names.includes(before.settlement)
            ? before.settlement
            : names.length === 1
              ? (names[0] ?? '')
              : names.length > 1
                ? ''
                : before.settlement,
        }));
      })
      .catch(() => undefined);
  };

  const postalError = errors.postal_code ?? (complete && lookupCode ? errorText(lookupCode) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateShippingAddress(values, {
      required: t('form.required'),
      settlement: t('form.settlement_required'),
      postalCode: errorText('invalid_zip_code'),
      phone: errorText('invalid_phone'),
    });
    if (complete && (lookupCode === 'invalid_zip_code' || lookupCode === 'postal_code_not_found')) {
      next.postal_code = errorText(lookupCode);
    }
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    try {
      await save.mutateAsync({
        postal_code: values.postal_code,
        state: values.state.trim(),
        municipality: values.municipality.trim(),
        settlement: values.settlement.trim(),
        street: values.street.trim(),
        exterior_number: values.exterior_number.trim(),
        interior_number: values.interior_number.trim() || null,
        references: values.references.trim() || null,
        contact_name: values.contact_name.trim(),
        contact_phone: values.contact_phone.trim(),
        contact_phone_country_code: '52',
      });
      showSuccess(t('form.saved'));
      onSaved();
    } catch (error) {
      const first = error instanceof ApiError ? error.codes[0] : undefined;
      if (first === 'invalid_zip_code' || first === 'postal_code_not_found') {
        setErrors({ postal_code: errorText(first) });
      } else if (first === 'invalid_phone') {
        setErrors({ contact_phone: errorText(first) });
      } else {
        showError(error);
      }
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('form.intro')}
        </Text>
        <TextInput
          label={t('form.postal_code')}
          description={t('form.postal_code_hint')}
          value={values.postal_code}
          onChange={(event) => changePostalCode(event.currentTarget.value)}
          error={postalError}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          maw={220}
          rightSection={
            lookup.isFetching ? <Loader size="xs" aria-label={t('form.looking_up')} /> : undefined
          }
        />
        {found && !found.catalogue_loaded && (
          <Text size="sm" c="gray.7">
            {t('form.no_catalogue')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.state')}
            value={values.state}
            onChange={(event) => set('state')(event.currentTarget.value)}
            error={errors.state}
            required
            autoComplete="address-level1"
          />
          <TextInput
            label={t('form.municipality')}
            value={values.municipality}
            onChange={(event) => set('municipality')(event.currentTarget.value)}
            error={errors.municipality}
            required
            autoComplete="address-level2"
          />
        </SimpleGrid>
        {settlements.length > 0 ? (
          <Select
            label={t('form.settlement')}
            description={t('form.settlement_hint', { count: settlements.length })}
            data={settlements}
            value={settlements.includes(values.settlement) ? values.settlement : null}
            onChange={(value) => set('settlement')(value ?? '')}
            error={errors.settlement}
            searchable
            required
            nothingFoundMessage={t('form.settlement_none')}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            label={t('form.settlement')}
            value={values.settlement}
            onChange={(event) => set('settlement')(event.currentTarget.value)}
            error={errors.settlement}
            required
            autoComplete="address-level3"
          />
        )}
        <TextInput
          label={t('form.street')}
          value={values.street}
          onChange={(event) => set('street')(event.currentTarget.value)}
          error={errors.street}
          required
          autoComplete="address-line1"
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('form.exterior_number')}
            value={values.exterior_number}
            onChange={(event) => set('exterior_number')(event.currentTarget.value)}
            error={errors.exterior_number}
            required
            maxLength={20}
          />
          <TextInput
            label={t('form.interior_number')}
            value={values.interior_number}
            onChange={(event) => set('interior_number')(event.currentTarget.value)}
            maxLength={20}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.references')}
          description={t('form.references_hint')}
          value={values.references}
          onChange={(event) => set('references')(event.currentTarget.value)}
          rows={2}
          maxLength={500}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.contact_name')}
            value={values.contact_name}
            onChange={(event) => set('contact_name')(event.currentTarget.value)}
            error={errors.contact_name}
            required
            autoComplete="name"
            maxLength={200}
          />
          <TextInput
            label={t('form.contact_phone')}
            description={t('form.contact_phone_hint')}
            value={values.contact_phone}
            onChange={(event) => set('contact_phone')(event.currentTarget.value)}
            error={errors.contact_phone}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
