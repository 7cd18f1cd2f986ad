import { Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Partner } from '@forja/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError } from '../../../lib/notify';
import { getPostalCode, partnersQueryKeys, savePartnerAddress } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { STEP_DOCUMENTS, stepDocumentRows, stepDocumentsComplete } from '../partner-documents';
import { PartnerDocumentsList } from './partner-documents-list';
import { StepActions, StepHeader } from './step-frame';

type Field =
  'postal_code' | 'state' | 'municipality' | 'settlement' | 'street' | 'exterior_number' | 'documents';
type Errors = Partial<Record<Field, string>>;

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
 * The address step: the postal code fills the state and municipality and offers its colonias (SEPOMEX, through
 * `GET postal-codes/{cp}`); then the street and numbers; then the proof of address and the tax-status
 * certificate (CSF), as the domain asks.
 */
export function AddressForm({ partner, access, backTo, onUploaded, onSaved }: Props) {
  const { t } = useTranslation('partners');
  const saved = partner.address;
  const [postalCode, setPostalCode] = useState(saved?.postal_code ?? '');
  const [state, setState] = useState(saved?.state ?? '');
  const [municipality, setMunicipality] = useState(saved?.municipality ?? '');
  const [settlement, setSettlement] = useState(saved?.settlement ?? '');
  const [street, setStreet] = useState(saved?.street ?? '');
  const [exterior, setExterior] = useState(saved?.exterior_number ?? '');
  const [interior, setInterior] = useState(saved?.interior_number ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

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
    setPostalCode(value);
    setErrors((before) => ({ ...before, postal_code: undefined }));
    if (!FIVE_DIGITS.test(value)) return;
    queryClient
      .fetchQuery(lookupOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        if (data.state) setState(data.state);
        if (data.municipality) setMunicipality(data.municipality);
        const names = data.settlements.map((entry) => entry.settlement);
        setSettlement((current) =>
          names.includes(current) ? current : names.length === 1 ? (names[0] ?? '') : '',
        );
        setErrors((before) => ({
          ...before,
          state: undefined,
          municipality: undefined,
          settlement: undefined,
        }));
      })
      .catch(() => undefined);
  };

  const rows = stepDocumentRows(partner, STEP_DOCUMENTS.address);
  const documentsDone = stepDocumentsComplete(partner, STEP_DOCUMENTS.address);

  const postalError =
    errors.postal_code ?? (FIVE_DIGITS.test(postalCode) && lookupCode ? errorText(lookupCode) : undefined);

  const validate = (): Errors => {
    const next: Errors = {};
    if (!FIVE_DIGITS.test(postalCode)) next.postal_code = errorText('invalid_zip_code');
    else if (lookupCode === 'invalid_zip_code' || lookupCode === 'postal_code_not_found')
      next.postal_code = errorText(lookupCode);
    if (state.trim().length < 2) next.state = t('address.required');
    if (municipality.trim().length < 2) next.municipality = t('address.required');
    if (settlement.trim().length < 2) next.settlement = t('address.settlement_required');
    if (street.trim().length < 2) next.street = t('address.required');
    if (exterior.trim() === '') next.exterior_number = t('address.required');
    if (!documentsDone) next.documents = t('address.documents_required');
    return next;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setTimeout(
        () =>
          form.current
            ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-step-error="true"]')
            ?.focus(),
        0,
      );
      return;
    }
    setSaving(true);
    try {
      await savePartnerAddress(
        partner.id,
        {
          postal_code: postalCode,
          state: state.trim(),
          municipality: municipality.trim(),
          settlement: settlement.trim(),
          street: street.trim(),
          exterior_number: exterior.trim(),
          interior_number: interior.trim() || null,
        },
        access,
      );
      await onSaved();
    } catch (error) {
      const first = error instanceof ApiError ? error.codes[0] : undefined;
      if (first === 'invalid_zip_code' || first === 'postal_code_not_found') {
        setErrors({ postal_code: errorText(first) });
      } else {
        showError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <StepHeader title={t('address.title')} intro={t('address.intro')} />
        <TextInput
          label={t('address.postal_code')}
          description={t('address.postal_code_hint')}
          value={postalCode}
          onChange={(event) => changePostalCode(event.currentTarget.value)}
          error={postalError}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          maw={220}
          rightSection={
            lookup.isFetching ? <Loader size="xs" aria-label={t('address.looking_up')} /> : undefined
          }
        />
        {found && !found.catalogue_loaded && (
          <Text size="sm" c="gray.7">
            {t('address.no_catalogue')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('address.state')}
            value={state}
            onChange={(event) => setState(event.currentTarget.value)}
            error={errors.state}
            required
            autoComplete="address-level1"
          />
          <TextInput
            label={t('address.municipality')}
            value={municipality}
            onChange={(event) => setMunicipality(event.currentTarget.value)}
            error={errors.municipality}
            required
            autoComplete="address-level2"
          />
        </SimpleGrid>
        {settlements.length > 0 ? (
          <Select
            label={t('address.settlement')}
            description={t('address.settlement_hint', { count: settlements.length })}
            data={settlements}
            value={settlements.includes(settlement) ? settlement : null}
            onChange={(value) => setSettlement(value ?? '')}
            error={errors.settlement}
            searchable
            required
            nothingFoundMessage={t('address.settlement_none')}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            label={t('address.settlement')}
            description={t('address.settlement_free_hint')}
            value={settlement}
            onChange={(event) => setSettlement(event.currentTarget.value)}
            error={errors.settlement}
            required
            autoComplete="address-level3"
          />
        )}
        <TextInput
          label={t('address.street')}
          value={street}
          onChange={(event) => setStreet(event.currentTarget.value)}
          error={errors.street}
          required
          autoComplete="address-line1"
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('address.exterior_number')}
            value={exterior}
            onChange={(event) => setExterior(event.currentTarget.value)}
            error={errors.exterior_number}
            required
            maxLength={20}
          />
          <TextInput
            label={t('address.interior_number')}
            value={interior}
            onChange={(event) => setInterior(event.currentTarget.value)}
            maxLength={20}
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
          {errors.documents && !documentsDone && (
            <Text size="sm" c="red.8" role="alert" tabIndex={-1} data-step-error="true">
              {errors.documents}
            </Text>
          )}
        </Stack>
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving} />
      </Stack>
    </form>
  );
}
