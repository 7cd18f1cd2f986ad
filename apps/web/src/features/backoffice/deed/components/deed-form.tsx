import { recordDeedBodySchema, type BackofficeDeed, type CompanyDeed } from '@forja/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { recordDeed } from '../api/deed';

/** The deed as typed: every field a text (the date input's YYYY-MM-DD). */
type DeedValues = Record<keyof z.input<typeof recordDeedBodySchema>, string>;

/**
 * The contract's deed body (PUT backoffice/deed/{company_id}), read from the form as typed: the notary number
 * as the number its digits write, and a blank folio as none yet.
 */
const deedFormSchema = z.preprocess(
  (values: DeedValues) => ({
    ...values,
    notary_number: /^\d+$/.test(values.notary_number.trim())
      ? Number(values.notary_number.trim())
      : Number.NaN,
    deed_date: values.deed_date.trim(),
    folio_mercantil: values.folio_mercantil.trim() || null,
  }),
  recordDeedBodySchema,
);
const DEED_ERROR_TEXTS = {
  notary_number: 'backoffice-deed:deed.notary_number_invalid',
  notary_name: 'backoffice-deed:deed.required',
  notary_city: 'backoffice-deed:deed.required',
  deed_number: 'backoffice-deed:deed.required',
  deed_date: 'backoffice-deed:deed.date_invalid',
  volume: 'backoffice-deed:deed.required',
};

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
  const form = useForm<DeedValues, unknown, z.output<typeof deedFormSchema>>({
    resolver: contractResolver(deedFormSchema),
    defaultValues: valuesOf(props.deed),
  });
  const errorText = useFieldErrorText(form.formState.errors, DEED_ERROR_TEXTS);

  const field = (name: keyof DeedValues) => ({
    ...form.register(name),
    error: errorText(name),
    disabled: props.disabled,
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await recordDeed(props.companyId, body);
      showSuccess(props.deed ? t('deed.updated') : t('deed.recorded'));
      props.onSaved(saved);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
          <Button type="submit" loading={form.formState.isSubmitting} disabled={props.disabled}>
            {props.deed ? t('deed.save_changes') : t('deed.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
