import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@forja/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { saveBasicData } from '../api/basic-data';
import {
  basicDataFromCompany,
  basicDataResolver,
  toCategoryBody,
  type BasicDataField,
  type BasicDataValues,
} from '../basic-data-values';
import { AboutFields, ActivitiesFields, HiringField, SellsFields } from './basic-data-fields';

const ALL_FIELDS: readonly BasicDataField[] = [
  'description',
  'web_site',
  'activities',
  'sells_activity',
  'sells_products',
  'sells_description',
  'will_hire',
];

type BasicDataFormProps = {
  company: Company;
  /** After the server saved the data: the page refreshes the company and sends the founder on. */
  onSaved: () => Promise<void> | void;
};

/** The basic data in one column: what the company does, its activities, what it sells, and hiring. */
export function BasicDataForm({ company, onSaved }: BasicDataFormProps) {
  const { t } = useTranslation('company');
  const form = useForm<BasicDataValues>({
    defaultValues: basicDataFromCompany(company),
    resolver: basicDataResolver(ALL_FIELDS),
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await saveBasicData(company.id, toCategoryBody(values));
      await onSaved();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="basic-data-form-title">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg" id="basic-data-form-title">
            {t('basic_data.form_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('basic_data.form_hint')}
          </Text>
        </div>
        <AboutFields control={form.control} />
        <ActivitiesFields control={form.control} known={company.company_business_twists} />
        <Divider />
        <SellsFields control={form.control} />
        <Divider />
        <HiringField control={form.control} />
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('basic_data.save')}
        </Button>
      </Stack>
    </form>
  );
}
