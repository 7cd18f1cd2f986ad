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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../../lib/notify';
import { useSavePartnerBank } from '../api/partner-banks';
import { bankErrorText } from '../error-text';

type Lang = Language;
const LANGS = LANGUAGES;
const MONEY = ['opening_fee', 'monthly_fee', 'minimum_balance'] as const;
type MoneyField = (typeof MONEY)[number];

type Values = {
  key: string;
  name: string;
  clabe_bank_code: string;
  website: string;
  summary: Record<Lang, string>;
  /** One requirement a line. */
  requirements: Record<Lang, string>;
  /** Pesos as typed (the API takes cents). */
  money: Record<MoneyField, number | string>;
  typical_days: number | string;
  position: number | string;
  active: boolean;
};

const perLanguage = (read: (lang: Lang) => string) =>
  Object.fromEntries(LANGS.map((lang) => [lang, read(lang)])) as Record<Lang, string>;

const initialValues = (bank: PartnerBank | null, nextPosition: number): Values => ({
  key: bank?.key ?? '',
  name: bank?.name ?? '',
  clabe_bank_code: bank?.clabe_bank_code ?? '',
  website: bank?.website ?? '',
  summary: perLanguage((lang) => bank?.summary[lang] ?? ''),
  requirements: perLanguage((lang) => bank?.requirements[lang].join('\n') ?? ''),
  money: {
    opening_fee: bank ? bank.opening_fee.cents / 100 : '',
    monthly_fee: bank ? bank.monthly_fee.cents / 100 : '',
    minimum_balance: bank ? bank.minimum_balance.cents / 100 : '',
  },
  typical_days: bank?.typical_days ?? '',
  position: bank?.position ?? nextPosition,
  active: bank?.active ?? true,
});

/** Pesos as typed to integer cents (NaN when empty, so the schema refuses it). */
const cents = (pesos: number | string) =>
  pesos === '' || pesos === null ? Number.NaN : Math.round(Number(pesos) * 100);
const integer = (value: number | string) => (value === '' ? Number.NaN : Number(value));
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Adds or edits a bank of the partner catalogue: its name, key (only when adding: it is the founder's page
 * path), CLABE bank code, summary and requirements in the three languages, costs in pesos (sent as cents),
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
  const [values, setValues] = useState<Values>(() => initialValues(props.bank, props.nextPosition));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = partnerBankBodySchema.safeParse({
      key: values.key.trim(),
      name: values.name,
      clabe_bank_code: values.clabe_bank_code.trim(),
      summary: values.summary,
      requirements: perLanguageList(values.requirements),
      opening_fee: { cents: cents(values.money.opening_fee), currency: 'MXN' },
      monthly_fee: { cents: cents(values.money.monthly_fee), currency: 'MXN' },
      minimum_balance: { cents: cents(values.money.minimum_balance), currency: 'MXN' },
      typical_days: integer(values.typical_days),
      website: values.website.trim(),
      active: values.active,
      position: integer(values.position),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const field =
          (first === 'summary' || first === 'requirements') && typeof second === 'string'
            ? `${first}.${second}`
            : String(first);
        found[field] ??= t(`catalogue.invalid.${field.split('.')[0]}`, { defaultValue: t('form.invalid') });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ isNew, body: parsed.data });
      showSuccess(t('catalogue.saved_toast'));
      props.onClose();
    } catch (error) {
      setFailure(bankErrorText(error));
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={isNew ? t('catalogue.form_new') : t('catalogue.form_edit', { name: props.bank?.name })}
      size="xl"
      fullScreen={phone}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('catalogue.name')}
              required
              maxLength={100}
              value={values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              data-autofocus
            />
            <TextInput
              label={t('catalogue.key')}
              description={isNew ? t('catalogue.key_help') : t('catalogue.key_fixed')}
              required
              readOnly={!isNew}
              disabled={!isNew}
              maxLength={31}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={values.key}
              onChange={(event) => set('key', event.currentTarget.value.toLowerCase())}
              error={errors.key}
            />
            <TextInput
              label={t('catalogue.clabe_bank_code')}
              description={t('catalogue.clabe_bank_code_help')}
              required
              inputMode="numeric"
              maxLength={3}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={values.clabe_bank_code}
              onChange={(event) => set('clabe_bank_code', event.currentTarget.value)}
              error={errors.clabe_bank_code}
            />
            <TextInput
              label={t('catalogue.website')}
              required
              type="url"
              maxLength={300}
              placeholder="https://"
              value={values.website}
              onChange={(event) => set('website', event.currentTarget.value)}
              error={errors.website}
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
                  value={values.summary[lang]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((current) => ({ ...current, summary: { ...current.summary, [lang]: value } }));
                  }}
                  error={errors[`summary.${lang}`]}
                />
                <Textarea
                  label={t('catalogue.requirements', { language: t(`catalogue.language.${lang}`) })}
                  description={t('catalogue.requirements_help')}
                  required
                  rows={3}
                  value={values.requirements[lang]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((current) => ({
                      ...current,
                      requirements: { ...current.requirements, [lang]: value },
                    }));
                  }}
                  error={errors[`requirements.${lang}`]}
                />
              </Stack>
            </Fieldset>
          ))}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {MONEY.map((field) => (
              <NumberInput
                key={field}
                label={t(`catalogue.${field}`)}
                description={t('catalogue.pesos_help')}
                required
                min={0}
                decimalScale={2}
                thousandSeparator=","
                decimalSeparator="."
                prefix="$"
                allowNegative={false}
                value={values.money[field]}
                onChange={(value) =>
                  setValues((current) => ({ ...current, money: { ...current.money, [field]: value } }))
                }
                error={errors[field]}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
            <NumberInput
              label={t('catalogue.typical_days')}
              required
              min={1}
              max={90}
              allowDecimal={false}
              allowNegative={false}
              value={values.typical_days}
              onChange={(value) => set('typical_days', value)}
              error={errors.typical_days}
            />
            <NumberInput
              label={t('catalogue.position')}
              description={t('catalogue.position_help')}
              required
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={values.position}
              onChange={(value) => set('position', value)}
              error={errors.position}
            />
            <Switch
              label={t('catalogue.active_label')}
              description={t('catalogue.active_help')}
              checked={values.active}
              onChange={(event) => set('active', event.currentTarget.checked)}
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
            <Button type="submit" loading={save.isPending}>
              {t('catalogue.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const perLanguageList = (texts: Record<Lang, string>) =>
  Object.fromEntries(LANGS.map((lang) => [lang, lines(texts[lang])])) as Record<Lang, string[]>;
