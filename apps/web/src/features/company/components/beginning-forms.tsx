import { Button, Divider, Group, Stack } from '@mantine/core';
import type { Company, SetCompanyCategoryBody } from '@forja/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { saveBasicData } from '../api/basic-data';
import {
  basicDataAboutSchema,
  basicDataFromCompany,
  basicDataSchema,
  type BasicDataValues,
} from '../basic-data-values';
import { clearBeginningDraft, readBeginningDraft, saveBeginningDraft } from '../beginning-draft';
import { AboutFields, ActivitiesFields, HiringField, SellsFields } from './basic-data-fields';

/** Beginning, step 1: what the company does, its website and what it sells; kept until step 2 saves. */
export function BeginningAboutForm({ company, onNext }: { company: Company; onNext: () => void }) {
  const { t } = useTranslation('company');
  const form = useForm<BasicDataValues, unknown, z.output<typeof basicDataAboutSchema>>({
    defaultValues: basicDataFromCompany(company, readBeginningDraft(company.id) ?? {}),
    resolver: contractResolver(basicDataAboutSchema),
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((about) => {
    saveBeginningDraft(company.id, about);
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
  // Everything is saved here: the first step's fields (already checked there) are checked again.
  const form = useForm<BasicDataValues, unknown, SetCompanyCategoryBody>({
    defaultValues: basicDataFromCompany(company, readBeginningDraft(company.id) ?? {}),
    resolver: contractResolver(basicDataSchema),
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await saveBasicData(company.id, body);
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
