import { Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { partnerAddressBodySchema, type Partner } from '@forja/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { errorText, showError } from '../../../lib/notify';
import { getPostalCode, partnersQueryKeys, savePartnerAddress } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { STEP_DOCUMENTS, stepDocumentRows, stepDocumentsComplete } from '../partner-documents';
import { clearStepDraft, readStepDraft, useStepDraft } from '../step-draft';
import { PartnerDocumentsList } from './partner-documents-list';
import { StepActions, StepHeader } from './step-frame';

type Props = {
  partner: Partner;
  access: PartnerAccess;
  backTo?: string;
  /** Read the partner again after an upload. */
  onUploaded: () => Promise<unknown>;
  onSaved: () => Promise<unknown> | void;
};

const FIVE_DIGITS = /^\d{5}$/;

/**
 * The API's address body (every field held by the form, the interior number empty when there is none), with
 * what the step also needs checked first: a 5-digit postal code that SEPOMEX knows (the lookup's refusal), and
 * the step's documents uploaded (under `documents`, not sent).
 */
function addressSchema(lookupCode: string | undefined, documentsDone: boolean) {
  return partnerAddressBodySchema
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

/**
 * The address step: the postal code fills the state and municipality and offers its colonias (SEPOMEX, through
 * `GET postal-codes/{cp}`); then the street and numbers; then the proof of address and the tax-status
 * certificate (CSF), as the domain asks.
 */
export function AddressForm({ partner, access, backTo, onUploaded, onSaved }: Props) {
  const { t } = useTranslation('partners');
  const saved = partner.address;
  const rows = stepDocumentRows(partner, STEP_DOCUMENTS.address);
  const documentsDone = stepDocumentsComplete(partner, STEP_DOCUMENTS.address);
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
  // The documents' message, focused when it is the only problem (once it shows, after a first submit).
  const documentsError = useRef<HTMLParagraphElement | null>(null);
  const focusDocumentsOnShow = useRef(false);
  const documentsErrorRef = (element: HTMLParagraphElement | null) => {
    documentsError.current = element;
    if (element && focusDocumentsOnShow.current) {
      focusDocumentsOnShow.current = false;
      element.focus();
    }
  };

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
      clearStepDraft(partner.id, DRAFT_STEP);
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

  /** The fields are focused by the form; when only the documents are missing, their message is. */
  const focusDocuments = (errors: FieldErrors<AddressValues>) => {
    if (!Object.keys(errors).every((name) => name === 'documents')) return;
    if (documentsError.current) documentsError.current.focus();
    else focusDocumentsOnShow.current = true;
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(save, focusDocuments)(event)} noValidate>
      <Stack gap="md">
        <StepHeader title={t('address.title')} intro={t('address.intro')} />
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

        <Stack gap="xs" mt="sm">
          <Title order={2} fz="lg">
            {t('address.documents_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {rows.length > 0 ? t('address.documents_intro') : t('address.documents_none')}
          </Text>
          <PartnerDocumentsList partnerId={partner.id} rows={rows} access={access} onUploaded={onUploaded} />
          {!documentsDone && fieldErrorText('documents') && (
            <Text ref={documentsErrorRef} size="sm" c="red.8" role="alert" tabIndex={-1}>
              {fieldErrorText('documents')}
            </Text>
          )}
        </Stack>
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving} />
      </Stack>
    </form>
  );
}
