import { Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { mexicanAddressFieldsSchema, RESIDENCE_COUNTRIES } from '@forja/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { COUNTRY_LIST_COMBOBOX, useCountryOptions } from '../../../lib/countries';
import { errorText, showError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { getPostalCode, partnersQueryKeys, savePartnerAddress } from '../api/partner';
import { clearStepDraft, keepStepDraft, readStepDraft, useStepDraft } from '../step-draft';
import {
  AddressDocuments,
  addressDocumentsDone,
  FOREIGN_DRAFT_STEP,
  useDocumentsErrorFocus,
  type AddressFormProps,
  type AddressStepProps,
} from './address-documents';
import { ForeignAddressForm } from './foreign-address-form';
import { StepActions, StepHeader } from './step-frame';

const FIVE_DIGITS = /^\d{5}$/;

/**
 * The API's address body (every field held by the form, the interior number empty when there is none), with
 * what the step also needs checked first: a 5-digit postal code that SEPOMEX knows (the lookup's refusal), and
 * the step's documents uploaded (under `documents`, not sent).
 */
function addressSchema(lookupCode: string | undefined, documentsDone: boolean) {
  return mexicanAddressFieldsSchema
    .required()
    .superRefine((address, context) => {
      if (!FIVE_DIGITS.test(address.postal_code))
        context.addIssue({ code: 'custom', path: ['postal_code'], message: 'invalid_zip_code' });
      else if (lookupCode === 'invalid_zip_code' || lookupCode === 'postal_code_not_found')
        context.addIssue({ code: 'custom', path: ['postal_code'], message: lookupCode });
      if (!documentsDone)
        context.addIssue({ code: 'custom', path: ['documents'], message: 'documents_required' });
    })
    .transform((address) => ({ ...address, interior_number: address.interior_number || null }));
}
type AddressValues = z.input<ReturnType<typeof addressSchema>>;
const ADDRESS_FIELDS = [
  'postal_code',
  'state',
  'municipality',
  'settlement',
  'street',
  'exterior_number',
  'interior_number',
] as const satisfies readonly (keyof AddressValues)[];
const DRAFT_STEP = 'address';
type AddressBody = z.output<ReturnType<typeof addressSchema>>;
const REQUIRED = 'partners:address.required';
const ADDRESS_ERROR_TEXTS = {
  state: REQUIRED,
  municipality: REQUIRED,
  settlement: 'partners:address.settlement_required',
  street: REQUIRED,
  exterior_number: REQUIRED,
  documents: 'partners:address.documents_required',
};

const COUNTRY_DRAFT_STEP = 'address_country';
const RESIDENCE = new Set<string>(RESIDENCE_COUNTRIES);

/**
 * The address step: first the country of residence (Mexico unless the partner saved another). A Mexican address
 * is looked up in SEPOMEX (MexicanAddressForm); one elsewhere is written in the international form
 * (ForeignAddressForm). Both end with the proof of address and the tax-status certificate (CSF).
 */
export function AddressForm(props: AddressStepProps) {
  const { partner } = props;
  const { t } = useTranslation('partners');
  const language = useLanguage();
  const options = useCountryOptions(language);
  const countries = useMemo(() => options.filter((option) => RESIDENCE.has(option.value)), [options]);
  const savedCountry = partner.address?.country ?? 'MX';
  // A country chosen and not saved yet comes back with the step, as the typed fields do.
  const [country, setCountry] = useState(
    () => readStepDraft(partner.id, COUNTRY_DRAFT_STEP, ['country'])?.country ?? savedCountry,
  );
  useEffect(() => {
    keepStepDraft(partner.id, COUNTRY_DRAFT_STEP, country === savedCountry ? null : { country });
  }, [partner.id, country, savedCountry]);
  const clearDrafts = () => {
    for (const step of [DRAFT_STEP, FOREIGN_DRAFT_STEP, COUNTRY_DRAFT_STEP]) clearStepDraft(partner.id, step);
  };
  const foreign = country !== 'MX';
  return (
    <Stack gap="md">
      <StepHeader
        title={t('address.title')}
        intro={foreign ? t('address.foreign_intro') : t('address.intro')}
      />
      <Select
        label={t('address.country')}
        description={t('address.country_hint')}
        data={countries}
        value={country}
        onChange={(value) => value && setCountry(value)}
        allowDeselect={false}
        searchable
        required
        autoComplete="country"
        nothingFoundMessage={t('cap_table.no_country')}
        comboboxProps={COUNTRY_LIST_COMBOBOX}
        maw={360}
      />
      {foreign ? (
        <ForeignAddressForm {...props} country={country} clearDrafts={clearDrafts} />
      ) : (
        <MexicanAddressForm {...props} clearDrafts={clearDrafts} />
      )}
    </Stack>
  );
}

/**
 * A Mexican address: the postal code fills the state and municipality and offers its colonias (SEPOMEX, through
 * `GET postal-codes/{cp}`); then the street and numbers.
 */
function MexicanAddressForm({ partner, access, backTo, onUploaded, onSaved, clearDrafts }: AddressFormProps) {
  const { t } = useTranslation('partners');
  const saved = partner.address?.country === 'MX' ? partner.address : null;
  const documentsDone = addressDocumentsDone(partner);
  // Checked with the lookup's latest answer for the code.
  const resolver: Resolver<AddressValues, unknown, AddressBody> = (values, context, options) =>
    contractResolver(addressSchema(lookupCode, documentsDone))(values, context, options);
  const savedValues: Required<AddressValues> = {
    postal_code: saved?.postal_code ?? '',
    state: saved?.state ?? '',
    municipality: saved?.municipality ?? '',
    settlement: saved?.settlement ?? '',
    street: saved?.street ?? '',
    exterior_number: saved?.exterior_number ?? '',
    interior_number: saved?.interior_number ?? '',
  };
  // What the partner typed and did not save yet (they went back a step, or reloaded) comes back as it was.
  const [draft] = useState(() => readStepDraft(partner.id, DRAFT_STEP, ADDRESS_FIELDS));
  const form = useForm<AddressValues, unknown, AddressBody>({
    resolver,
    defaultValues: { ...savedValues, ...draft },
  });
  useStepDraft(form, partner.id, DRAFT_STEP, savedValues);
  const fieldErrorText = useFieldErrorText(form.formState.errors, ADDRESS_ERROR_TEXTS);
  const postalCode = useWatch({ control: form.control, name: 'postal_code' });
  const [saving, setSaving] = useState(false);
  const documentsError = useDocumentsErrorFocus();

  const queryClient = useQueryClient();
  const latest = useRef(postalCode);
  const lookupOptions = (value: string) => ({
    queryKey: partnersQueryKeys.postalCode(value),
    queryFn: ({ signal }: { signal: AbortSignal }) => getPostalCode(value, access, signal),
    staleTime: Infinity,
    retry: false,
  });
  const lookup = useQuery({ ...lookupOptions(postalCode), enabled: FIVE_DIGITS.test(postalCode) });
  const found = FIVE_DIGITS.test(postalCode) ? lookup.data : undefined;
  const lookupCode = lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];

  /** A complete code is looked up: it fills the state and municipality, and the colonia when it is the only one. */
  const changePostalCode = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, 5);
    latest.current = value;
    form.setValue('postal_code', value);
    form.clearErrors('postal_code');
    if (!FIVE_DIGITS.test(value)) return;
    queryClient
      .fetchQuery(lookupOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        if (data.state) form.setValue('state', data.state);
        if (data.municipality) form.setValue('municipality', data.municipality);
        const names = data.settlements.map((entry) => entry.settlement);
        const current = form.getValues('settlement');
        form.setValue(
          'settlement',
          names.includes(current) ? current : names.length === 1 ? (names[0] ?? '') : '',
        );
        form.clearErrors(['state', 'municipality', 'settlement']);
      })
      .catch(() => undefined);
  };

  const postalError =
    fieldErrorText('postal_code') ??
    (FIVE_DIGITS.test(postalCode) && lookupCode ? errorText(lookupCode) : undefined);

  const save = async (address: AddressBody) => {
    setSaving(true);
    try {
      await savePartnerAddress(partner.id, address, access);
      clearDrafts();
      await onSaved();
    } catch (error) {
      const first = error instanceof ApiError ? error.codes[0] : undefined;
      if (first === 'invalid_zip_code' || first === 'postal_code_not_found') {
        form.setError('postal_code', { message: first }, { shouldFocus: true });
      } else {
        showError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(save, documentsError.focusWhenOnly)(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="postal_code"
          render={({ field }) => (
            <TextInput
              {...field}
              onChange={(event) => changePostalCode(event.currentTarget.value)}
              label={t('address.postal_code')}
              description={t('address.postal_code_hint')}
              error={postalError}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maw={220}
              rightSection={
                lookup.isFetching ? (
                  <Loader size="xs" role="status" aria-label={t('address.looking_up')} />
                ) : undefined
              }
            />
          )}
        />
        {found && !found.catalogue_loaded && (
          <Text size="sm" c="gray.7">
            {t('address.no_catalogue')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <TextInput
                {...field}
                label={t('address.state')}
                error={fieldErrorText('state')}
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
                {...field}
                label={t('address.municipality')}
                error={fieldErrorText('municipality')}
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
                {...field}
                label={t('address.settlement')}
                description={t('address.settlement_hint', { count: settlements.length })}
                data={settlements}
                value={settlements.includes(field.value) ? field.value : null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldErrorText('settlement')}
                searchable
                required
                nothingFoundMessage={t('address.settlement_none')}
                comboboxProps={{ withinPortal: true }}
              />
            ) : (
              <TextInput
                {...field}
                label={t('address.settlement')}
                description={t('address.settlement_free_hint')}
                error={fieldErrorText('settlement')}
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
              {...field}
              label={t('address.street')}
              error={fieldErrorText('street')}
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
                {...field}
                label={t('address.exterior_number')}
                error={fieldErrorText('exterior_number')}
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
                {...field}
                value={field.value ?? ''}
                label={t('address.interior_number')}
                maxLength={20}
              />
            )}
          />
        </SimpleGrid>

        <AddressDocuments
          partner={partner}
          access={access}
          onUploaded={onUploaded}
          error={fieldErrorText('documents')}
          errorRef={documentsError.ref}
        />
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving} />
      </Stack>
    </form>
  );
}
