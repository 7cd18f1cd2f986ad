import { Checkbox, Code, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CIVIL_STATUSES,
  partnerComplementsBodySchema,
  setNationalitiesBodySchema,
  type Partner,
} from '@forja/contracts';
import { checkRfc, isValidCurp, type Language } from '@forja/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { errorText, showError } from '../../../lib/notify';
import { savePartnerComplements, setPartnerNationalities } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { COUNTRY_LIST_COMBOBOX, useCountryOptions } from '../../../lib/countries';
import { StepActions, StepHeader } from './step-frame';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.06em' } };

/** Upper case without spaces, as RFC and CURP are written. */
const code = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** The civil status kept when the complements are sent again (only the contract's values). */
export function knownCivilStatus(value: string | null): (typeof CIVIL_STATUSES)[number] | null {
  const key = (value ?? '').trim().toLowerCase();
  return (CIVIL_STATUSES as readonly string[]).includes(key)
    ? (key as (typeof CIVIL_STATUSES)[number])
    : null;
}

// The API's rule: a partner without nationalities, or with the Mexican one, is Mexican.
const isMexican = (nationalities: readonly string[]) =>
  nationalities.length === 0 || nationalities.includes('MX');

/**
 * The step's two calls as one form: the nationalities (`partner/set-nationalities`) and the complements
 * (`partner-complements`), with the domain's rules checked first: the RFC of the partner's kind (checkRfc,
 * required of Mexicans), the CURP of a Mexican person (isValidCurp), the tax residence and tax id of
 * foreigners, and the terms accepted. The output is the nationalities and the complements as sent (the civil
 * status and the check-digit confirmation are added when sending).
 */
function complementsSchema(moral: boolean) {
  return setNationalitiesBodySchema
    .extend(
      partnerComplementsBodySchema
        .pick({
          rfc: true,
          curp: true,
          birthplace: true,
          tax_country: true,
          tax_id: true,
          accept_terms_conditions: true,
        })
        .required().shape,
    )
    .superRefine((values, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const mexican = isMexican(values.nationalities);
      const rfc = code(values.rfc ?? '');
      if (rfc === '') {
        if (mexican) issue('rfc', 'required');
      } else {
        const check = checkRfc(rfc, moral ? 'company' : 'person');
        if (!check.ok) issue('rfc', check.code);
      }
      if (!moral && mexican) {
        const curp = code(values.curp ?? '');
        if (curp === '') issue('curp', 'required');
        else if (!isValidCurp(curp)) issue('curp', 'curp_invalid');
      }
      if (!mexican) {
        if (!values.tax_country) issue('tax_country', 'required');
        if (!values.tax_id) issue('tax_id', 'required');
      }
      if (!values.accept_terms_conditions) issue('accept_terms_conditions', 'required');
    })
    .transform(({ nationalities, rfc, curp, birthplace, tax_country, tax_id }) => {
      const mexican = isMexican(nationalities);
      return {
        nationalities,
        complements: {
          rfc: code(rfc ?? '') || null,
          curp: !moral && mexican ? code(curp ?? '') : null,
          birthplace: moral ? null : birthplace || null,
          tax_country: mexican ? 'MX' : (tax_country ?? null),
          tax_id: mexican ? null : (tax_id ?? null),
          accept_terms_conditions: true,
        },
      };
    });
}
/** The form holds every field (an empty text when not given). */
type ComplementsValues = z.input<ReturnType<typeof complementsSchema>>;
type ComplementsOutput = z.output<ReturnType<typeof complementsSchema>>;
const COMPLEMENTS_ERROR_TEXTS = {
  nationalities: { required: 'partners:complements.nationalities_required' },
  rfc: { required: 'partners:complements.rfc_required' },
  curp: { required: 'partners:complements.curp_required' },
  tax_country: { required: 'partners:complements.tax_country_required' },
  tax_id: { required: 'partners:complements.tax_id_required' },
  accept_terms_conditions: { required: 'partners:complements.terms_required' },
};

type Props = {
  partner: Partner;
  access: PartnerAccess;
  language: Language;
  backTo?: string;
  onSaved: () => Promise<unknown> | void;
};

/**
 * The complementaries step: nationalities, RFC (checked with the domain's checkRfc; a check-digit mismatch
 * is confirmed after the server's 409), CURP for Mexicans (isValidCurp), birthplace, the tax residence and
 * tax id of foreigners, and the terms.
 */
export function ComplementsForm({ partner, access, language, backTo, onSaved }: Props) {
  const { t } = useTranslation('partners');
  const countries = useCountryOptions(language);
  const initialNationalities = partner.nationalities.map((entry) => entry.code.toUpperCase());
  const moral = partner.is_moral_person;
  const resolver = useMemo(() => contractResolver(complementsSchema(moral)), [moral]);
  const form = useForm<ComplementsValues, unknown, ComplementsOutput>({
    resolver,
    defaultValues: {
      nationalities: initialNationalities.length > 0 ? initialNationalities : ['MX'],
      rfc: partner.rfc ?? '',
      curp: partner.curp ?? '',
      birthplace: partner.birthplace ?? '',
      tax_country:
        partner.tax_country && /^[A-Z]{2}$/.test(partner.tax_country) && partner.tax_country !== 'MX'
          ? partner.tax_country
          : null,
      tax_id: partner.tax_id ?? '',
      accept_terms_conditions: partner.accept_terms_conditions,
    },
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors, COMPLEMENTS_ERROR_TEXTS);
  const [saving, setSaving] = useState(false);
  const mexican = isMexican(useWatch({ control: form.control, name: 'nationalities' }));

  /** The server's check digit disagrees: the partner confirms the RFC as typed, or corrects it. */
  const confirmAsTyped = (values: ComplementsOutput) =>
    openConfirmDialog({
      title: t('complements.confirm_title'),
      children: (
        <Stack gap="md">
          <Text>{errorText('rfc_checksum_mismatch')}</Text>
          <Code block fz="lg" ta="center">
            {values.complements.rfc}
          </Code>
        </Stack>
      ),
      confirmLabel: t('complements.confirm_yes'),
      cancelLabel: t('complements.confirm_review'),
      onConfirm: () => send(values, true),
    });

  /**
   * Saves the complements. Resolves true once the RFC is settled: saved, or refused with the reason under its
   * field (an open confirmation closes); false while it still waits (the confirmation stays open).
   */
  const send = async (values: ComplementsOutput, confirmChecksum: boolean): Promise<boolean> => {
    const { nationalities, complements } = values;
    setSaving(true);
    try {
      if (JSON.stringify([...nationalities].sort()) !== JSON.stringify([...initialNationalities].sort()))
        await setPartnerNationalities(partner.id, nationalities, access);
      await savePartnerComplements(
        partner.id,
        {
          ...complements,
          civil_status: knownCivilStatus(partner.civil_status),
          confirm_checksum: confirmChecksum,
        },
        access,
      );
      await onSaved();
      return true;
    } catch (error) {
      const codes: string[] = error instanceof ApiError ? error.codes : [];
      // The RFC's and the CURP's refusals (an invalid one, or another partner's) go under their fields.
      const rfcCode = codes.find((entry) => entry.startsWith('rfc_'));
      const curpCode = codes.find((entry) => entry.startsWith('curp_'));
      if (codes[0] === 'rfc_checksum_mismatch') {
        if (!confirmChecksum) confirmAsTyped(values);
      } else if (rfcCode || curpCode) {
        if (curpCode) form.setError('curp', { message: curpCode }, { shouldFocus: !rfcCode });
        if (rfcCode) form.setError('rfc', { message: rfcCode }, { shouldFocus: true });
        return true;
      } else {
        showError(error);
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const submit = form.handleSubmit((values) => send(values, false));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <StepHeader
          title={moral ? t('complements.title_entity') : t('complements.title')}
          intro={t('complements.intro')}
        />
        <Controller
          control={form.control}
          name="nationalities"
          render={({ field }) => (
            <MultiSelect
              {...field}
              label={moral ? t('complements.nationalities_entity') : t('complements.nationalities')}
              description={t('complements.nationalities_hint')}
              data={countries}
              error={fieldErrorText('nationalities')}
              searchable
              maxValues={5}
              hidePickedOptions
              nothingFoundMessage={t('cap_table.no_country')}
              comboboxProps={COUNTRY_LIST_COMBOBOX}
            />
          )}
        />
        <Controller
          control={form.control}
          name="rfc"
          render={({ field }) => (
            <TextInput
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(code(event.currentTarget.value).slice(0, 13))}
              label={mexican ? t('complements.rfc') : t('complements.rfc_optional')}
              description={moral ? t('complements.rfc_hint_entity') : t('complements.rfc_hint')}
              error={fieldErrorText('rfc')}
              required={mexican}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              styles={MONO}
            />
          )}
        />
        {!moral && mexican && (
          <Controller
            control={form.control}
            name="curp"
            render={({ field }) => (
              <TextInput
                {...field}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(code(event.currentTarget.value).slice(0, 18))}
                label={t('complements.curp')}
                description={t('complements.curp_hint')}
                error={fieldErrorText('curp')}
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                styles={MONO}
              />
            )}
          />
        )}
        {!moral && (
          <Controller
            control={form.control}
            name="birthplace"
            render={({ field }) => (
              <TextInput
                {...field}
                value={field.value ?? ''}
                label={t('complements.birthplace')}
                description={t('complements.birthplace_hint')}
                error={fieldErrorText('birthplace')}
                maxLength={200}
              />
            )}
          />
        )}
        {!mexican && (
          <>
            <Controller
              control={form.control}
              name="tax_country"
              render={({ field }) => (
                <Select
                  {...field}
                  label={t('complements.tax_country')}
                  description={t('complements.tax_country_hint')}
                  data={countries.filter((option) => option.value !== 'MX')}
                  error={fieldErrorText('tax_country')}
                  searchable
                  required
                  nothingFoundMessage={t('cap_table.no_country')}
                  comboboxProps={COUNTRY_LIST_COMBOBOX}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tax_id"
              render={({ field }) => (
                <TextInput
                  {...field}
                  value={field.value ?? ''}
                  label={t('complements.tax_id')}
                  description={t('complements.tax_id_hint')}
                  error={fieldErrorText('tax_id')}
                  required
                  maxLength={40}
                  autoComplete="off"
                />
              )}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="accept_terms_conditions"
          render={({ field: { value, ...field } }) => (
            <Checkbox
              {...field}
              checked={value}
              label={t('complements.terms')}
              error={fieldErrorText('accept_terms_conditions')}
            />
          )}
        />
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving} />
      </Stack>
    </form>
  );
}
