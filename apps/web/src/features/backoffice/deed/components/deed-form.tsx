import type { BackofficeDeed, CompanyDeed, RecordDeedBody } from '@forja/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/notify';
import { recordDeed } from '../api/deed';

export type DeedValues = {
  notary_number: string;
  notary_name: string;
  notary_city: string;
  deed_number: string;
  deed_date: string;
  volume: string;
  folio_mercantil: string;
};
type DeedErrors = Partial<Record<keyof DeedValues, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (the date input's value). */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The form's values as the API takes them, or the fields that are missing or wrong. */
export function readDeedForm(
  values: DeedValues,
  messages: { required: string; notaryNumber: string; date: string },
): { body: RecordDeedBody } | { errors: DeedErrors } {
  const errors: DeedErrors = {};
  const number = Number(values.notary_number.trim());
  if (!/^\d{1,4}$/.test(values.notary_number.trim()) || number < 1)
    errors.notary_number = messages.notaryNumber;
  if (values.notary_name.trim().length < 2) errors.notary_name = messages.required;
  if (values.notary_city.trim().length < 2) errors.notary_city = messages.required;
  if (values.deed_number.trim() === '') errors.deed_number = messages.required;
  if (!isCalendarDay(values.deed_date.trim())) errors.deed_date = messages.date;
  if (values.volume.trim() === '') errors.volume = messages.required;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      notary_number: number,
      notary_name: values.notary_name.trim(),
      notary_city: values.notary_city.trim(),
      deed_number: values.deed_number.trim(),
      deed_date: values.deed_date.trim(),
      volume: values.volume.trim(),
      folio_mercantil: values.folio_mercantil.trim() || null,
    },
  };
}

const valuesOf = (deed: CompanyDeed | null): DeedValues => ({
  notary_number: deed ? String(deed.notary_number) : '',
  notary_name: deed?.notary_name ?? '',
  notary_city: deed?.notary_city ?? '',
  deed_number: deed?.deed_number ?? '',
  deed_date: deed?.deed_date ?? '',
  volume: deed?.volume ?? '',
  folio_mercantil: deed?.folio_mercantil ?? '',
});

/**
 * The notarial deed: notary number, name and city, deed number, date and volume, and the public-registry folio
 * once known. Saving records it (or corrects it; both are audited). Disabled until the articles are signed.
 */
export function DeedForm(props: {
  companyId: number;
  deed: CompanyDeed | null;
  disabled: boolean;
  onSaved: (deed: BackofficeDeed) => void;
}) {
  const { t } = useTranslation('backoffice-deed');
  const [values, setValues] = useState<DeedValues>(() => valuesOf(props.deed));
  const [errors, setErrors] = useState<DeedErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const field = (name: keyof DeedValues) => ({
    value: values[name],
    error: errors[name],
    disabled: props.disabled,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((before) => ({ ...before, [name]: value }));
      setErrors((before) => ({ ...before, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readDeedForm(values, {
      required: t('deed.required'),
      notaryNumber: t('deed.notary_number_invalid'),
      date: t('deed.date_invalid'),
    });
    if ('errors' in read) {
      setErrors(read.errors);
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setSaving(true);
    try {
      const saved = await recordDeed(props.companyId, read.body);
      showSuccess(props.deed ? t('deed.updated') : t('deed.recorded'));
      props.onSaved(saved);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('deed.notary_number')}
            inputMode="numeric"
            required
            maxLength={4}
            {...field('notary_number')}
          />
          <TextInput label={t('deed.notary_name')} required maxLength={200} {...field('notary_name')} />
          <TextInput label={t('deed.notary_city')} required maxLength={200} {...field('notary_city')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('deed.deed_number')} required maxLength={50} {...field('deed_number')} />
          <TextInput label={t('deed.deed_date')} type="date" required {...field('deed_date')} />
          <TextInput label={t('deed.volume')} required maxLength={50} {...field('volume')} />
        </SimpleGrid>
        <TextInput
          label={t('deed.folio_mercantil')}
          description={t('deed.folio_mercantil_hint')}
          maxLength={50}
          maw={360}
          {...field('folio_mercantil')}
        />
        <Group>
          <Button type="submit" loading={saving} disabled={props.disabled}>
            {props.deed ? t('deed.save_changes') : t('deed.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
