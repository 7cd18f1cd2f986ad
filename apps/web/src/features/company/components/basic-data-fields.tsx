import { Fieldset, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { BusinessTwist } from '@forja/contracts';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  SELLS_ACTIVITY_MAX,
  SELLS_TEXT_MAX,
  WEBSITE_MAX,
  basicDataErrorKey,
  type BasicDataField,
  type BasicDataValues,
} from '../basic-data-values';
import { ActivitiesField } from './activities-field';
import { ChoiceCards } from './choice-cards';

/** The form's control, whatever its schema's output (a step's, or the whole body). */
type FieldsProps<Output> = { control: Control<BasicDataValues, unknown, Output> };

/** A field's error text, from the code the schema gave it (the shared text when the form has none). */
function useErrorText() {
  const { t } = useTranslation('company');
  return (field: BasicDataField, code: string | undefined) => {
    if (!code) return undefined;
    const key = basicDataErrorKey(field, code);
    return key
      ? t(`basic_data.errors.${key}`, { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX })
      : t([`errors:fields.${code}`, 'errors:fields.invalid']);
  };
}

/**
 * A description that opens with a verb in the first person plural («Vendemos…», «Ofrecemos…», «Producimos…»):
 * the articles print it as the corporate purpose, where it reads as an activity («La venta de…»).
 */
function opensInFirstPerson(description: string): boolean {
  const first = /^\s*[«"']?(\p{L}+)/u.exec(description)?.[1] ?? '';
  return first.length > 5 && /(?:amos|emos|imos)$/iu.test(first);
}

/** Under the description: its length, a hint when it reads in the first person, and how the articles print it. */
function DescriptionNotes<Output>({ control }: FieldsProps<Output>) {
  const { t } = useTranslation('company');
  const description = useWatch({ control, name: 'description' });
  const text = description.trim().replace(/\s+/g, ' ');
  return (
    <Stack gap={4} mt={-8}>
      <Text size="xs" c="gray.7">
        {t('basic_data.description_count', { chars: text.length, max: DESCRIPTION_MAX })}
      </Text>
      {opensInFirstPerson(text) && (
        <Text size="sm" c="orange.9" role="status">
          {t('basic_data.description_first_person')}
        </Text>
      )}
      {text.length >= DESCRIPTION_MIN && (
        <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          {t('basic_data.description_preview', { purpose: /[.!?…]$/.test(text) ? text : `${text}.` })}
        </Text>
      )}
    </Stack>
  );
}

/** What the company does, in the founder's words, and its website. */
export function AboutFields<Output>({ control }: FieldsProps<Output>) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            {...field}
            label={t('basic_data.description_label')}
            description={t('basic_data.description_hint')}
            error={errorText(field.name, fieldState.error?.message)}
            rows={4}
            resize="vertical"
            maxLength={DESCRIPTION_MAX}
            required
          />
        )}
      />
      <DescriptionNotes control={control} />
      <Controller
        control={control}
        name="web_site"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            type="url"
            inputMode="url"
            autoComplete="url"
            label={t('basic_data.website_label')}
            description={t('basic_data.website_hint')}
            placeholder={t('basic_data.website_placeholder')}
            maxLength={WEBSITE_MAX}
            error={errorText(field.name, fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}

/** What the company sells: its main activity, its products or services, and how it sells them. */
export function SellsFields<Output>({ control }: FieldsProps<Output>) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  return (
    <Fieldset
      legend={t('basic_data.sells_legend')}
      variant="unstyled"
      styles={{
        root: { padding: 0, margin: 0 },
        legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)' },
      }}
    >
      <Text size="sm" c="gray.7" mb="sm">
        {t('basic_data.sells_hint')}
      </Text>
      <Stack gap="md">
        <Controller
          control={control}
          name="sells_activity"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('basic_data.sells_activity_label')}
              placeholder={t('basic_data.sells_activity_placeholder')}
              maxLength={SELLS_ACTIVITY_MAX}
              error={errorText(field.name, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="sells_products"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={t('basic_data.sells_products_label')}
              placeholder={t('basic_data.sells_products_placeholder')}
              rows={2}
              resize="vertical"
              maxLength={SELLS_TEXT_MAX}
              error={errorText(field.name, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="sells_description"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={t('basic_data.sells_description_label')}
              placeholder={t('basic_data.sells_description_placeholder')}
              rows={2}
              resize="vertical"
              maxLength={SELLS_TEXT_MAX}
              error={errorText(field.name, fieldState.error?.message)}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}

/** The business activities, picked from the SCIAN catalogue. */
export function ActivitiesFields<Output>({
  control,
  known,
}: FieldsProps<Output> & { known: readonly BusinessTwist[] }) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="activities"
      render={({ field, fieldState }) => (
        <ActivitiesField
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(field.name, fieldState.error?.message)}
          known={known}
        />
      )}
    />
  );
}

/** Will the company hire employees, with the reason we ask. */
export function HiringField<Output>({ control }: FieldsProps<Output>) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="will_hire"
      render={({ field, fieldState }) => (
        <ChoiceCards
          label={t('basic_data.will_hire_label')}
          description={t('basic_data.will_hire_hint')}
          error={errorText(field.name, fieldState.error?.message)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          firstRef={field.ref}
          required
          choices={[
            { value: 'yes', label: t('basic_data.will_hire_yes') },
            { value: 'no', label: t('basic_data.will_hire_no') },
          ]}
        />
      )}
    />
  );
}
