import { Button, Divider, Fieldset, Stack, Text, Title } from '@mantine/core';
import type { Company, SetCompanyCategoryBody } from '@forja/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { saveBasicData } from '../api/basic-data';
import { basicDataFromCompany, basicDataSchema, type BasicDataValues } from '../basic-data-values';
import { AboutFields, ActivitiesFields, HiringField, SellsFields } from './basic-data-fields';

type BasicDataFormProps = {
  company: Company;
  /** After the server saved the data: the page refreshes the company and sends the founder on. */
  onSaved: () => Promise<void> | void;
  /** Shown only: the fields disabled and no save button (the reader may not change the company). */
  readOnly?: boolean;
};

/**
 * The basic data in one column: what the company does, its activities, what it sells, and hiring; read only
 * for a partner without the permission to edit.
 */
export function BasicDataForm({ company, onSaved, readOnly = false }: BasicDataFormProps) {
  const { t } = useTranslation('company');
  const form = useForm<BasicDataValues, unknown, SetCompanyCategoryBody>({
    defaultValues: basicDataFromCompany(company),
    resolver: contractResolver(basicDataSchema),
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await saveBasicData(company.id, body);
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
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="lg">
            <AboutFields control={form.control} />
            <ActivitiesFields control={form.control} known={company.company_business_twists} />
            <Divider />
            <SellsFields control={form.control} />
            <Divider />
            <HiringField control={form.control} />
          </Stack>
        </Fieldset>
        {!readOnly && (
          <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
            {t('basic_data.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
