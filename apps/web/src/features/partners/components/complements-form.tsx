import {
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CIVIL_STATUSES, type Partner } from '@forja/contracts';
import { checkRfc, isValidCurp, type Language } from '@forja/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError } from '../../../lib/notify';
import { savePartnerComplements, setPartnerNationalities } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { useCountryOptions } from '../countries';
import { StepActions, StepHeader } from './step-frame';

type Field = 'nationalities' | 'rfc' | 'curp' | 'birthplace' | 'tax_country' | 'tax_id' | 'terms';
type Errors = Partial<Record<Field, string>>;

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
  const [nationalities, setNationalities] = useState<string[]>(
    initialNationalities.length > 0 ? initialNationalities : ['MX'],
  );
  const [rfc, setRfc] = useState(partner.rfc ?? '');
  const [curp, setCurp] = useState(partner.curp ?? '');
  const [birthplace, setBirthplace] = useState(partner.birthplace ?? '');
  const [taxCountry, setTaxCountry] = useState<string | null>(
    partner.tax_country && /^[A-Z]{2}$/.test(partner.tax_country) && partner.tax_country !== 'MX'
      ? partner.tax_country
      : null,
  );
  const [taxId, setTaxId] = useState(partner.tax_id ?? '');
  const [terms, setTerms] = useState(partner.accept_terms_conditions);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const moral = partner.is_moral_person;
  // The API's rule: a partner without nationalities, or with the Mexican one, is Mexican.
  const mexican = nationalities.length === 0 || nationalities.includes('MX');

  const validate = (): Errors => {
    const next: Errors = {};
    if (nationalities.length === 0) next.nationalities = t('complements.nationalities_required');
    const value = code(rfc);
    if (value === '') {
      if (mexican) next.rfc = t('complements.rfc_required');
    } else {
      const check = checkRfc(value, moral ? 'company' : 'person');
      if (!check.ok) next.rfc = errorText(check.code);
    }
    if (!moral && mexican && !isValidCurp(curp)) next.curp = errorText('curp_invalid');
    if (!mexican) {
      if (!taxCountry) next.tax_country = t('complements.tax_country_required');
      if (taxId.trim() === '') next.tax_id = t('complements.tax_id_required');
    }
    if (!terms) next.terms = t('complements.terms_required');
    return next;
  };

  const send = async (confirmChecksum: boolean) => {
    setSaving(true);
    try {
      if (JSON.stringify([...nationalities].sort()) !== JSON.stringify([...initialNationalities].sort()))
        await setPartnerNationalities(partner.id, nationalities, access);
      await savePartnerComplements(
        partner.id,
        {
          rfc: code(rfc) || null,
          curp: !moral && mexican ? code(curp) : null,
          birthplace: moral ? null : birthplace.trim() || null,
          tax_country: mexican ? 'MX' : taxCountry,
          tax_id: mexican ? null : taxId.trim(),
          civil_status: knownCivilStatus(partner.civil_status),
          accept_terms_conditions: true,
          confirm_checksum: confirmChecksum,
        },
        access,
      );
      setConfirming(false);
      await onSaved();
    } catch (error) {
      const first = error instanceof ApiError ? error.codes[0] : undefined;
      if (first === 'rfc_checksum_mismatch') {
        setConfirming(true);
      } else if (first?.startsWith('rfc_')) {
        setConfirming(false);
        setErrors({ rfc: errorText(first) });
      } else if (first === 'curp_invalid') {
        setErrors({ curp: errorText(first) });
      } else {
        showError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    void send(false);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeader
          title={moral ? t('complements.title_entity') : t('complements.title')}
          intro={t('complements.intro')}
        />
        <MultiSelect
          label={moral ? t('complements.nationalities_entity') : t('complements.nationalities')}
          description={t('complements.nationalities_hint')}
          data={countries}
          value={nationalities}
          onChange={setNationalities}
          error={errors.nationalities}
          searchable
          maxValues={5}
          hidePickedOptions
          nothingFoundMessage={t('cap_table.no_country')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={mexican ? t('complements.rfc') : t('complements.rfc_optional')}
          description={moral ? t('complements.rfc_hint_entity') : t('complements.rfc_hint')}
          value={rfc}
          onChange={(event) => setRfc(code(event.currentTarget.value).slice(0, 13))}
          error={errors.rfc}
          required={mexican}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          styles={MONO}
        />
        {!moral && mexican && (
          <TextInput
            label={t('complements.curp')}
            description={t('complements.curp_hint')}
            value={curp}
            onChange={(event) => setCurp(code(event.currentTarget.value).slice(0, 18))}
            error={errors.curp}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={MONO}
          />
        )}
        {!moral && (
          <TextInput
            label={t('complements.birthplace')}
            description={t('complements.birthplace_hint')}
            value={birthplace}
            onChange={(event) => setBirthplace(event.currentTarget.value)}
            error={errors.birthplace}
            maxLength={200}
          />
        )}
        {!mexican && (
          <>
            <Select
              label={t('complements.tax_country')}
              description={t('complements.tax_country_hint')}
              data={countries.filter((option) => option.value !== 'MX')}
              value={taxCountry}
              onChange={setTaxCountry}
              error={errors.tax_country}
              searchable
              required
              nothingFoundMessage={t('cap_table.no_country')}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={t('complements.tax_id')}
              description={t('complements.tax_id_hint')}
              value={taxId}
              onChange={(event) => setTaxId(event.currentTarget.value)}
              error={errors.tax_id}
              required
              maxLength={40}
              autoComplete="off"
            />
          </>
        )}
        <Checkbox
          label={t('complements.terms')}
          checked={terms}
          onChange={(event) => setTerms(event.currentTarget.checked)}
          error={errors.terms}
        />
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving && !confirming} />
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('complements.confirm_title')}
        centered
        closeButtonProps={{ 'aria-label': t('flow.close') }}
      >
        <Stack gap="md">
          <Text>{errorText('rfc_checksum_mismatch')}</Text>
          <Code block fz="lg" ta="center">
            {code(rfc)}
          </Code>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('complements.confirm_review')}
            </Button>
            <Button onClick={() => void send(true)} loading={saving}>
              {t('complements.confirm_yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
