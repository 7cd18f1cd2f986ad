import { Group, NativeSelect, TextInput } from '@mantine/core';
import { formatPhone, languageTag } from '@forja/domain';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useMemo, type Ref } from 'react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';

export type PhoneValue = { country: string; phone: string };

/** Country (with its calling code, Mexico first) and national number, as two labelled fields. */
export function PhoneField({
  inputRef,
  ...props
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  required?: boolean;
  /** The number's input, for a form to focus it when the number is refused. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    // The calling code first: on a phone the select is narrow, and the code is what it is there for.
    const all = getCountries().map((country) => ({
      value: country,
      name: names.of(country) ?? country,
      label: `+${getCountryCallingCode(country)} ${names.of(country) ?? country}`,
    }));
    all.sort((a, b) => a.name.localeCompare(b.name, languageTag(language)));
    const mexico = all.find((option) => option.value === 'MX');
    const ordered = mexico ? [mexico, ...all.filter((option) => option !== mexico)] : all;
    return ordered.map(({ value, label }) => ({ value, label }));
  }, [language]);

  return (
    // On a phone the country takes the whole row, above the number: at 130 px beside it, the closed select read
    // «+52 Mexi». From 576 px up they sit side by side.
    <Group align="flex-start" gap="xs" wrap="wrap">
      <NativeSelect
        label={t('phone.country')}
        data={options}
        value={props.value.country}
        onChange={(event) => props.onChange({ ...props.value, country: event.currentTarget.value })}
        w={{ base: '100%', xs: 220 }}
      />
      <TextInput
        ref={inputRef}
        label={t('phone.number')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        required={props.required}
        value={props.value.phone}
        onChange={(event) => props.onChange({ ...props.value, phone: event.currentTarget.value })}
        onBlur={props.onBlur}
        error={props.error}
        style={{ flex: '1 1 12rem' }}
      />
    </Group>
  );
}

/**
 * PhoneField bound to a form that holds the country as `country` and the number as typed as `phone`: the
 * number registers as the form's field (focused when refused), the country is kept beside it.
 */
export function PhoneFormField<Values extends FieldValues & PhoneValue, Output>(props: {
  form: Pick<UseFormReturn<Values, unknown, Output>, 'control' | 'setValue'>;
  error?: string;
  required?: boolean;
}) {
  // Both fields are named by the PhoneValue shape every such form has.
  const form = props.form as unknown as Pick<UseFormReturn<PhoneValue>, 'control' | 'setValue'>;
  const country = useWatch({ control: form.control, name: 'country' });
  return (
    <Controller
      control={form.control}
      name="phone"
      render={({ field }) => (
        <PhoneField
          value={{ country, phone: field.value }}
          onChange={(value) => {
            form.setValue('country', value.country);
            field.onChange(value.phone);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={props.error}
          required={props.required}
        />
      )}
    />
  );
}

/** The calling code of a country, for the API ("52" for MX). */
export function callingCode(country: string): string {
  try {
    return getCountryCallingCode(country as Parameters<typeof getCountryCallingCode>[0]);
  } catch {
    return '52';
  }
}

/**
 * A number kept in E.164 (+525512345678, +12025550143) as PhoneField shows it: its country and the national
 * number, grouped as BRAND.md shows phones (55 1234 5678; (202) 555-0143); `fallback` (no number, Mexico) when
 * there is none or it cannot be read.
 */
export function phoneValueOf(
  e164: string | null | undefined,
  fallback: PhoneValue = { country: 'MX', phone: '' },
): PhoneValue {
  const parsed = e164?.trim() ? parsePhoneNumberFromString(e164.trim()) : undefined;
  if (!parsed?.isValid() || !parsed.country) return fallback;
  return { country: parsed.country, phone: formatPhone(parsed.countryCallingCode, parsed.nationalNumber) };
}
