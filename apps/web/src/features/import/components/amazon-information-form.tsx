import type { BusinessInformation } from '@forja/contracts';
import {
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import {
  amazonInformationErrors,
  amazonInformationValuesFrom,
  toBusinessInformationBody,
  type AmazonInformationField,
  type AmazonInformationValues,
} from '../amazon-information-values';
import { useSaveBusinessInformation } from '../../banks/api/business-information';
import { postalCodeQueryOptions } from '../../delivery/api/delivery';

const FIVE_DIGITS = /^\d{5}$/;

type Props = {
  companyId: number;
  /** The saved business information (null: nothing saved yet). */
  saved: BusinessInformation | null;
};

/**
 * The Amazon fields of the business information (the same `PUT data-banking` as the Banks pages): the business
 * name, the Amazon store and the tax address, whose postal code fills the state and municipality and offers
 * its colonias (SEPOMEX). The other fields go back as they were saved.
 */
export function AmazonInformationForm({ companyId, saved }: Props) {
  const { t } = useTranslation('import');
  const [values, setValues] = useState<AmazonInformationValues>(() => amazonInformationValuesFrom(saved));
  const [errors, setErrors] = useState<Partial<Record<AmazonInformationField, string>>>({});
  const save = useSaveBusinessInformation(companyId);
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const latest = useRef(values.postal_code);

  const lookup = useQuery({
    ...postalCodeQueryOptions(values.postal_code),
    enabled: FIVE_DIGITS.test(values.postal_code),
  });
  const found = FIVE_DIGITS.test(values.postal_code) ? lookup.data : undefined;
  const lookupCode = lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];

  const set = (field: AmazonInformationField, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  /** A complete code is looked up: it fills the state and municipality, and the colonia when there is one. */
  const changePostalCode = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, 5);
    latest.current = value;
    set('postal_code', value);
    if (!FIVE_DIGITS.test(value)) return;
    queryClient
      .fetchQuery(postalCodeQueryOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        const names = data.settlements.map((entry) => entry.settlement);
        setValues((before) => ({
          ...before,
          state: data.state ?? before.state,
          municipality: data.municipality ?? before.municipality,
          settlement: names.includes(before.settlement)
            ? before.settlement
            : names.length === 1
              ? (names[0] ?? '')
              : '',
        }));
      })
      .catch(() => undefined);
  };

  const message = (field: AmazonInformationField) =>
    field === 'postal_code' ? errorText('invalid_zip_code') : t(`form.errors.${field}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = amazonInformationErrors(values, saved);
    if (FIVE_DIGITS.test(values.postal_code) && lookupCode === 'postal_code_not_found')
      wrong.push('postal_code');
    if (wrong.length > 0) {
      setErrors(Object.fromEntries(wrong.map((field) => [field, message(field)])));
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    try {
      await save.mutateAsync(toBusinessInformationBody(values, saved));
      showSuccess(t('form.saved'));
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code === 'invalid_zip_code' || code === 'postal_code_not_found') {
        setErrors({ postal_code: errorText(code) });
      } else {
        showError(error);
      }
    }
  };

  const postalError =
    errors.postal_code ??
    (FIVE_DIGITS.test(values.postal_code) && lookupCode ? errorText(lookupCode) : undefined);

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="amazon-data"
    >
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="amazon-data">
              {t('form.title')}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('form.intro')}
            </Text>
          </div>
          <TextInput
            label={t('form.business_name')}
            description={t('form.business_name_hint')}
            value={values.business_name}
            onChange={(event) => set('business_name', event.currentTarget.value)}
            error={errors.business_name}
            maxLength={200}
            autoComplete="organization"
          />
          <TextInput
            label={t('form.amazon_website')}
            description={t('form.amazon_website_hint')}
            value={values.amazon_website}
            onChange={(event) => set('amazon_website', event.currentTarget.value)}
            error={errors.amazon_website}
            maxLength={300}
            inputMode="url"
            autoComplete="url"
          />
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('form.tax_address')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('form.tax_address_hint')}
            </Text>
          </Stack>
          <TextInput
            label={t('form.postal_code')}
            value={values.postal_code}
            onChange={(event) => changePostalCode(event.currentTarget.value)}
            error={postalError}
            inputMode="numeric"
            autoComplete="postal-code"
            maw={220}
            rightSection={
              lookup.isFetching ? <Loader size="xs" aria-label={t('form.looking_up')} /> : undefined
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.state')}
              value={values.state}
              onChange={(event) => set('state', event.currentTarget.value)}
              error={errors.state}
              autoComplete="address-level1"
              maxLength={100}
            />
            <TextInput
              label={t('form.municipality')}
              value={values.municipality}
              onChange={(event) => set('municipality', event.currentTarget.value)}
              error={errors.municipality}
              autoComplete="address-level2"
              maxLength={200}
            />
          </SimpleGrid>
          {settlements.length > 0 ? (
            <Select
              label={t('form.settlement')}
              data={settlements}
              value={settlements.includes(values.settlement) ? values.settlement : null}
              onChange={(value) => set('settlement', value ?? '')}
              error={errors.settlement}
              searchable
              nothingFoundMessage={t('form.settlement_none')}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              label={t('form.settlement')}
              value={values.settlement}
              onChange={(event) => set('settlement', event.currentTarget.value)}
              error={errors.settlement}
              autoComplete="address-level3"
              maxLength={200}
            />
          )}
          <TextInput
            label={t('form.street')}
            value={values.street}
            onChange={(event) => set('street', event.currentTarget.value)}
            error={errors.street}
            autoComplete="address-line1"
            maxLength={200}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('form.exterior_number')}
              value={values.exterior_number}
              onChange={(event) => set('exterior_number', event.currentTarget.value)}
              error={errors.exterior_number}
              maxLength={20}
            />
            <TextInput
              label={t('form.interior_number')}
              value={values.interior_number}
              onChange={(event) => set('interior_number', event.currentTarget.value)}
              error={errors.interior_number}
              maxLength={20}
            />
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
