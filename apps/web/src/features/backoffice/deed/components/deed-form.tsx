import {
  deedWholeNumberSchema,
  recordDeedBodySchema,
  type BackofficeDeed,
  type CompanyDeed,
  type RecordDeedBody,
} from '@forja/contracts';
import { zonedDay } from '@forja/domain';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { recordDeed } from '../api/deed';

/** The deed as typed: every field a text (the date input's YYYY-MM-DD). */
type DeedValues = Record<keyof z.input<typeof recordDeedBodySchema>, string>;

/** What the registration of a company formed online (S.A.S.) records: no notary and no volume. */
const REGISTRATION_FIELDS = { deed_number: true, deed_date: true, folio_mercantil: true } as const;

/** The number, date and folio as the contract reads them: the date input's YYYY-MM-DD, a blank folio as none yet. */
const commonValues = (values: DeedValues) => ({
  deed_number: values.deed_number,
  deed_date: values.deed_date.trim(),
  folio_mercantil: values.folio_mercantil.trim() || null,
});

/**
 * The contract's deed body (PUT backoffice/deed/{company_id}), read from the form as typed: the notary number
 * as the number its digits write, and a blank folio as none yet. The notary and the volume are required, as
 * the API requires them of a company formed before a notary, and the deed's number and volume are positive whole
 * numbers (45210 or 45,210).
 */
const deedFormSchema: z.ZodType<RecordDeedBody, DeedValues> = z.preprocess(
  (values: DeedValues) => ({
    ...values,
    notary_number: /^\d+$/.test(values.notary_number.trim())
      ? Number(values.notary_number.trim())
      : Number.NaN,
    ...commonValues(values),
  }),
  recordDeedBodySchema
    // A notarial deed's number is a whole number, as its volume (an S.A.S.'s registration number has letters).
    .extend({ deed_number: deedWholeNumberSchema })
    .required({ notary_number: true, notary_name: true, notary_city: true, volume: true }),
);

/**
 * The body for a company formed online (S.A.S.): its registration in the Secretaría de Economía's system, with
 * no notary field at all (the API refuses an S.A.S. body naming a notary).
 */
const registrationFormSchema: z.ZodType<RecordDeedBody, DeedValues> = z.preprocess(
  (values: DeedValues) => commonValues(values),
  recordDeedBodySchema.pick(REGISTRATION_FIELDS),
);

/** A deed's number or volume: blank, or not a positive whole number. */
const WHOLE_NUMBER_TEXTS = {
  deed_number_not_whole: 'backoffice-deed:deed.whole_number',
  default: 'backoffice-deed:deed.required',
};

const DEED_ERROR_TEXTS = {
  notary_number: 'backoffice-deed:deed.notary_number_invalid',
  notary_name: 'backoffice-deed:deed.required',
  notary_city: 'backoffice-deed:deed.required',
  deed_number: WHOLE_NUMBER_TEXTS,
  deed_date: 'backoffice-deed:deed.date_invalid',
  volume: WHOLE_NUMBER_TEXTS,
};

const valuesOf = (deed: CompanyDeed | null): DeedValues => ({
  notary_number: deed?.notary_number != null ? String(deed.notary_number) : '',
  notary_name: deed?.notary_name ?? '',
  notary_city: deed?.notary_city ?? '',
  deed_number: deed?.deed_number ?? '',
  deed_date: deed?.deed_date ?? '',
  volume: deed?.volume ?? '',
  folio_mercantil: deed?.folio_mercantil ?? '',
});

/**
 * The notarial deed: notary number, name and city, deed number, date and volume, and the public-registry folio
 * once known. For a company formed online (S.A.S.), its registration in the Secretaría de Economía's system
 * instead: the number and date of its articles there and the folio mercantil, no notary. Saving records it (or
 * corrects it; both are audited). Disabled until the articles are signed.
 */
export function DeedForm(props: {
  companyId: number;
  deed: CompanyDeed | null;
  /** An S.A.S.: formed in the SE's system, with no notary. */
  formsOnline: boolean;
  disabled: boolean;
  onSaved: (deed: BackofficeDeed) => void;
}) {
  const { t } = useTranslation('backoffice-deed');
  const online = props.formsOnline;
  const text = (key: string) => t(online ? `registration.${key}` : `deed.${key}`);
  const form = useForm<DeedValues, unknown, RecordDeedBody>({
    resolver: contractResolver(online ? registrationFormSchema : deedFormSchema),
    defaultValues: valuesOf(props.deed),
  });
  const errorText = useFieldErrorText(form.formState.errors, DEED_ERROR_TEXTS);

  // The date cannot be later than today in Mexico City (nor earlier than the signature: the API says so).
  const today = zonedDay(new Date());
  const field = (name: keyof DeedValues) => ({
    ...form.register(name),
    error: errorText(name),
    disabled: props.disabled,
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await recordDeed(props.companyId, body);
      showSuccess(props.deed ? text('updated') : text('recorded'));
      props.onSaved(saved);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {online ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('registration.deed_number')}
              required
              maxLength={50}
              {...field('deed_number')}
            />
            <TextInput
              label={t('registration.deed_date')}
              type="date"
              required
              max={today}
              {...field('deed_date')}
            />
          </SimpleGrid>
        ) : (
          <>
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
              <TextInput
                label={t('deed.deed_number')}
                inputMode="numeric"
                required
                maxLength={50}
                {...field('deed_number')}
              />
              <TextInput
                label={t('deed.deed_date')}
                type="date"
                required
                max={today}
                {...field('deed_date')}
              />
              <TextInput
                label={t('deed.volume')}
                inputMode="numeric"
                required
                maxLength={50}
                {...field('volume')}
              />
            </SimpleGrid>
          </>
        )}
        <TextInput
          label={t('deed.folio_mercantil')}
          description={text('folio_mercantil_hint')}
          maxLength={50}
          maw={360}
          {...field('folio_mercantil')}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={props.disabled}>
            {props.deed ? t('deed.save_changes') : text('record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
