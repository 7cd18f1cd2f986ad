import type { BusinessInformation, BusinessInformationBody } from '@forja/contracts';
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
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { errorText as codeText, showError, showSuccess } from '../../../lib/notify';
import {
  amazonInformationFormSchema,
  amazonInformationValuesFrom,
  type AmazonInformationValues,
} from '../amazon-information-values';
import { useSaveBusinessInformation } from '../../banks/api/business-information';
import { postalCodeQueryOptions } from '../../../lib/postal-codes';
import { POSTAL_CODE_REFUSALS, isPostalCodeShape, postalCodeDigits } from '../../../lib/postal-codes';

const fieldText = (field: string) => `import:form.errors.${field}`;
/** The form's own texts; the postal code's come from its codes (invalid_zip_code, postal_code_not_found). */
const AMAZON_ERROR_TEXTS = {
  business_name: fieldText('business_name'),
  amazon_website: fieldText('amazon_website'),
  'tax_address.state': fieldText('state'),
  'tax_address.municipality': fieldText('municipality'),
  'tax_address.settlement': fieldText('settlement'),
  'tax_address.street': fieldText('street'),
  'tax_address.exterior_number': fieldText('exterior_number'),
  'tax_address.interior_number': fieldText('interior_number'),
};

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
  const save = useSaveBusinessInformation(companyId);
  const schema = useMemo(() => amazonInformationFormSchema(saved), [saved]);
  const form = useForm<AmazonInformationValues, unknown, BusinessInformationBody>({
    resolver: contractResolver(schema),
    defaultValues: amazonInformationValuesFrom(saved),
  });
  const errorText = useFieldErrorText(form.formState.errors, AMAZON_ERROR_TEXTS);
  const queryClient = useQueryClient();
  const postalCode = useWatch({ control: form.control, name: 'tax_address.postal_code' });
  const latest = useRef(postalCode);

  const complete = isPostalCodeShape(postalCode);
  const lookup = useQuery({ ...postalCodeQueryOptions(postalCode), enabled: complete });
  const found = complete ? lookup.data : undefined;
  const lookupCode = lookup.error instanceof ApiError ? lookup.error.codes[0] : undefined;
  const settlements = found?.settlements.map((entry) => entry.settlement) ?? [];

  /** A complete code is looked up: it fills the state and municipality, and the colonia when there is one. */
  const changePostalCode = (typed: string, onChange: (value: string) => void) => {
    const value = postalCodeDigits(typed);
    latest.current = value;
    onChange(value);
    if (!isPostalCodeShape(value)) return;
    queryClient
      .fetchQuery(postalCodeQueryOptions(value))
      .then((data) => {
        if (latest.current !== value) return;
        const names = data.settlements.map((entry) => entry.settlement);
        const before = form.getValues('tax_address');
        form.setValue('tax_address.state', data.state ?? before.state);
        form.setValue('tax_address.municipality', data.municipality ?? before.municipality);
        form.setValue(
          'tax_address.settlement',
          names.includes(before.settlement) ? before.settlement : names.length === 1 ? (names[0] ?? '') : '',
        );
      })
      .catch(() => undefined);
  };

  const submit = form.handleSubmit(async (body) => {
    // The catalogue has no such code: shown under the field, nothing is sent.
    if (complete && lookupCode === 'postal_code_not_found') {
      form.setError('tax_address.postal_code', { message: lookupCode }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync(body);
      showSuccess(t('form.saved'));
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code && POSTAL_CODE_REFUSALS.includes(code)) {
        form.setError('tax_address.postal_code', { message: code });
      } else {
        showError(error);
      }
    }
  });

  const postalError =
    errorText('tax_address.postal_code') ?? (complete && lookupCode ? codeText(lookupCode) : undefined);

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="amazon-data"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="amazon-data">
              {t('form.title')}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('form.intro')}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="business_name"
            render={({ field }) => (
              <TextInput
                label={t('form.business_name')}
                description={t('form.business_name_hint')}
                {...field}
                error={errorText('business_name')}
                maxLength={200}
                autoComplete="organization"
              />
            )}
          />
          <Controller
            control={form.control}
            name="amazon_website"
            render={({ field }) => (
              <TextInput
                label={t('form.amazon_website')}
                description={t('form.amazon_website_hint')}
                {...field}
                error={errorText('amazon_website')}
                maxLength={300}
                inputMode="url"
                autoComplete="url"
              />
            )}
          />
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('form.tax_address')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('form.tax_address_hint')}
            </Text>
          </Stack>
          <Controller
            control={form.control}
            name="tax_address.postal_code"
            render={({ field }) => (
              <TextInput
                label={t('form.postal_code')}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value}
                onChange={(event) => changePostalCode(event.currentTarget.value, field.onChange)}
                error={postalError}
                inputMode="numeric"
                autoComplete="postal-code"
                maw={220}
                rightSection={
                  lookup.isFetching ? (
                    <Loader size="xs" role="status" aria-label={t('form.looking_up')} />
                  ) : undefined
                }
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="tax_address.state"
              render={({ field }) => (
                <TextInput
                  label={t('form.state')}
                  {...field}
                  error={errorText('tax_address.state')}
                  autoComplete="address-level1"
                  maxLength={100}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tax_address.municipality"
              render={({ field }) => (
                <TextInput
                  label={t('form.municipality')}
                  {...field}
                  error={errorText('tax_address.municipality')}
                  autoComplete="address-level2"
                  maxLength={200}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="tax_address.settlement"
            render={({ field }) =>
              settlements.length > 0 ? (
                <Select
                  label={t('form.settlement')}
                  data={settlements}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={settlements.includes(field.value) ? field.value : null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errorText(field.name)}
                  searchable
                  nothingFoundMessage={t('form.settlement_none')}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : (
                <TextInput
                  label={t('form.settlement')}
                  {...field}
                  error={errorText(field.name)}
                  autoComplete="address-level3"
                  maxLength={200}
                />
              )
            }
          />
          <Controller
            control={form.control}
            name="tax_address.street"
            render={({ field }) => (
              <TextInput
                label={t('form.street')}
                {...field}
                error={errorText('tax_address.street')}
                autoComplete="address-line1"
                maxLength={200}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="tax_address.exterior_number"
              render={({ field }) => (
                <TextInput
                  label={t('form.exterior_number')}
                  {...field}
                  error={errorText('tax_address.exterior_number')}
                  maxLength={20}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tax_address.interior_number"
              render={({ field }) => (
                <TextInput
                  label={t('form.interior_number')}
                  {...field}
                  error={errorText('tax_address.interior_number')}
                  maxLength={20}
                />
              )}
            />
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
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
