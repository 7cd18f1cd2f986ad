import { Button, Divider, Group, Stack } from '@mantine/core';
import type { Company } from '@forja/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { saveBasicData } from '../api/basic-data';
import {
  basicDataFromCompany,
  basicDataResolver,
  toCategoryBody,
  type BasicDataValues,
} from '../basic-data-values';
import { clearBeginningDraft, readBeginningDraft, saveBeginningDraft } from '../beginning-draft';
import { AboutFields, ActivitiesFields, HiringField, SellsFields } from './basic-data-fields';

const ABOUT_FIELDS = [
  'description',
  'web_site',
  'sells_activity',
  'sells_products',
  'sells_description',
] as const;
const ACTIVITY_FIELDS = ['description', 'activities', 'will_hire'] as const;

/** Beginning, step 1: what the company does, its website and what it sells; kept until step 2 saves. */
export function BeginningAboutForm({ company, onNext }: { company: Company; onNext: () => void }) {
  const { t } = useTranslation('company');
  const form = useForm<BasicDataValues>({
    defaultValues: basicDataFromCompany(company, readBeginningDraft(company.id) ?? {}),
    resolver: basicDataResolver(ABOUT_FIELDS),
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => {
    saveBeginningDraft(company.id, {
      description: values.description,
      web_site: values.web_site,
      sells_activity: values.sells_activity,
      sells_products: values.sells_products,
      sells_description: values.sells_description,
    });
    onNext();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <AboutFields control={form.control} />
        <Divider />
        <SellsFields control={form.control} />
        <Group>
          <Button type="submit">{t('beginning.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

type ActivitiesFormProps = { company: Company; onBack: () => void; onSaved: () => Promise<void> | void };

/** Beginning, step 2: the business activities and the hiring answer; saves everything. */
export function BeginningActivitiesForm({ company, onBack, onSaved }: ActivitiesFormProps) {
  const { t } = useTranslation('company');
  const form = useForm<BasicDataValues>({
    defaultValues: basicDataFromCompany(company, readBeginningDraft(company.id) ?? {}),
    resolver: basicDataResolver(ACTIVITY_FIELDS),
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await saveBasicData(company.id, toCategoryBody(values));
      clearBeginningDraft(company.id);
      await onSaved();
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <ActivitiesFields control={form.control} known={company.company_business_twists} />
        <Divider />
        <HiringField control={form.control} />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('beginning.back')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('basic_data.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
