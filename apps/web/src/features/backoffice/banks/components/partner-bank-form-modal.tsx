import { partnerBankBodySchema, type PartnerBank } from '@forja/contracts';
import { LANGUAGES, type Language } from '@forja/domain';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showSuccess } from '../../../../lib/notify';
import { useSavePartnerBank } from '../api/partner-banks';
import { bankErrorText } from '../error-text';

type Lang = Language;
const LANGS = LANGUAGES;
const MONEY = ['opening_fee', 'monthly_fee', 'minimum_balance'] as const;

/** The form as typed: the body's fields, with amounts in pesos and each language's requirements one a line. */
type BankFormValues = {
  key: string;
  name: string;
  /** The bank's CLABE codes as typed: three digits each, separated by commas or spaces. */
  clabe_bank_codes: string;
  website: string;
  summary: Record<Lang, string>;
  /** One requirement a line. */
  requirements: Record<Lang, string>;
  /** Pesos as typed (the API takes cents). */
  opening_fee: number | string;
  monthly_fee: number | string;
  minimum_balance: number | string;
  typical_days: number | string;
  position: number | string;
  active: boolean;
};

const perLanguage = <T,>(read: (lang: Lang) => T) =>
  Object.fromEntries(LANGS.map((lang) => [lang, read(lang)])) as Record<Lang, T>;

const initialValues = (bank: PartnerBank | null, nextPosition: number): BankFormValues => ({
  key: bank?.key ?? '',
  name: bank?.name ?? '',
  clabe_bank_codes: bank?.clabe_bank_codes.join(', ') ?? '',
  website: bank?.website ?? '',
  summary: perLanguage((lang) => bank?.summary[lang] ?? ''),
  requirements: perLanguage((lang) => bank?.requirements[lang].join('\n') ?? ''),
  opening_fee: bank ? bank.opening_fee.cents / 100 : '',
  monthly_fee: bank ? bank.monthly_fee.cents / 100 : '',
  minimum_balance: bank ? bank.minimum_balance.cents / 100 : '',
  typical_days: bank?.typical_days ?? '',
  position: bank?.position ?? nextPosition,
  active: bank?.active ?? true,
});

/** Pesos as typed to an amount in integer cents (NaN when empty, so the schema refuses it). */
const amount = (pesos: number | string) => ({
  cents: pesos === '' ? Number.NaN : Math.round(Number(pesos) * 100),
  currency: 'MXN' as const,
});
const integer = (value: number | string) => (value === '' ? Number.NaN : Number(value));
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The contract's partner-bank body, read from the form as typed. */
const partnerBankFormSchema = z.preprocess(
  (values: BankFormValues) => ({
    key: values.key,
    name: values.name,
    clabe_bank_codes: values.clabe_bank_codes.split(/[\s,;]+/).filter(Boolean),
    summary: values.summary,
    requirements: perLanguage((lang) => lines(values.requirements[lang])),
    opening_fee: amount(values.opening_fee),
    monthly_fee: amount(values.monthly_fee),
    minimum_balance: amount(values.minimum_balance),
    typical_days: integer(values.typical_days),
    website: values.website,
    active: values.active,
    position: integer(values.position),
  }),
  partnerBankBodySchema,
);

/** Each field's text, whatever the check that failed (a language's summary and requirements each their own). */
const BANK_ERROR_TEXTS = {
  ...Object.fromEntries(
    (['key', 'name', 'clabe_bank_codes', 'website', ...MONEY, 'typical_days', 'position'] as const).map(
      (field) => [field, `backoffice-banks:catalogue.invalid.${field}`],
    ),
  ),
  ...Object.fromEntries(
    LANGS.flatMap((lang) => [
      [`summary.${lang}`, 'backoffice-banks:catalogue.invalid.summary'],
      [`requirements.${lang}`, 'backoffice-banks:catalogue.invalid.requirements'],
    ]),
  ),
  active: 'backoffice-banks:form.invalid',
};

/**
 * Adds or edits a bank of the partner catalogue: its name, key (only when adding: it is the founder's page
 * path), CLABE bank codes, summary and requirements in the three languages, costs in pesos (sent as cents),
 * typical days, website, whether founders see it, and its position. Checked with the contract's schema first.
 */
export function PartnerBankFormModal(props: {
  bank: PartnerBank | null;
  nextPosition: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const save = useSavePartnerBank();
  const isNew = props.bank === null;
  // Phones: the long form takes the whole screen.
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<BankFormValues, unknown, z.output<typeof partnerBankFormSchema>>({
    resolver: contractResolver(partnerBankFormSchema),
    defaultValues: initialValues(props.bank, props.nextPosition),
  });
  const errors = form.formState.errors;
  const errorText = useFieldErrorText(errors, BANK_ERROR_TEXTS);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ isNew, body });
      showSuccess(t('catalogue.saved_toast'));
      props.onClose();
    } catch (error) {
      setFailure(bankErrorText(error));
    }
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={isNew ? t('catalogue.form_new') : t('catalogue.form_edit', { name: props.bank?.name })}
      size="xl"
      fullScreen={phone}
      centered
    >
      <form
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('catalogue.name')}
              required
              maxLength={100}
              {...form.register('name')}
              error={errorText('name')}
              data-autofocus
            />
            <Controller
              control={form.control}
              name="key"
              render={({ field }) => (
                <TextInput
                  ref={field.ref}
                  label={t('catalogue.key')}
                  description={isNew ? t('catalogue.key_help') : t('catalogue.key_fixed')}
                  required
                  readOnly={!isNew}
                  disabled={!isNew}
                  maxLength={31}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value.toLowerCase())}
                  onBlur={field.onBlur}
                  error={errorText('key')}
                />
              )}
            />
            <TextInput
              label={t('catalogue.clabe_bank_codes')}
              description={t('catalogue.clabe_bank_codes_help')}
              required
              maxLength={60}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.register('clabe_bank_codes')}
              error={errorText('clabe_bank_codes')}
            />
            <TextInput
              label={t('catalogue.website')}
              required
              type="url"
              maxLength={300}
              placeholder="https://"
              {...form.register('website')}
              error={errorText('website')}
            />
          </SimpleGrid>
          {LANGS.map((lang) => (
            <Fieldset key={lang} legend={t(`catalogue.language.${lang}`)} radius="md">
              <Stack gap="sm">
                <Textarea
                  label={t('catalogue.summary', { language: t(`catalogue.language.${lang}`) })}
                  required
                  rows={2}
                  maxLength={2000}
                  {...form.register(`summary.${lang}`)}
                  error={errorText(`summary.${lang}`)}
                />
                <Textarea
                  label={t('catalogue.requirements', { language: t(`catalogue.language.${lang}`) })}
                  description={t('catalogue.requirements_help')}
                  required
                  rows={3}
                  {...form.register(`requirements.${lang}`)}
                  error={errorText(`requirements.${lang}`)}
                />
              </Stack>
            </Fieldset>
          ))}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {MONEY.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    ref={field.ref}
                    label={t(`catalogue.${name}`)}
                    description={t('catalogue.pesos_help')}
                    required
                    min={0}
                    decimalScale={2}
                    thousandSeparator=","
                    decimalSeparator="."
                    prefix="$"
                    allowNegative={false}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorText(name)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
            <Controller
              control={form.control}
              name="typical_days"
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label={t('catalogue.typical_days')}
                  required
                  min={1}
                  max={90}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText('typical_days')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="position"
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label={t('catalogue.position')}
                  description={t('catalogue.position_help')}
                  required
                  min={0}
                  max={1000}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText('position')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch
                  ref={field.ref}
                  label={t('catalogue.active_label')}
                  description={t('catalogue.active_help')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  error={errorText('active')}
                />
              )}
            />
          </SimpleGrid>
          {Object.keys(errors).length > 0 && (
            <Text size="sm" c="red.8" role="alert">
              {t('catalogue.fix_errors')}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('catalogue.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
