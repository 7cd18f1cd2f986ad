import { Button, Fieldset, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  saveFiscalResidenceBodySchema,
  setSubsidiaryBodySchema,
  updateCompanyGoalBodySchema,
  type Company,
} from '@forja/contracts';
import type { FormEvent, ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { saveCompanyGoal, saveFiscalResidence, saveSubsidiary } from '../api/basic-data';
import { ChoiceCards } from './choice-cards';

type SectionProps = {
  company: Company;
  onSaved: () => Promise<void> | void;
  /** Shown only: the fields disabled and no save buttons (the reader may not change the company). */
  readOnly?: boolean;
  /**
   * Every partner signed the articles: the fiscal address still saves, and says it may move only within the
   * municipality and state they name as the domicile (another one answers 409 articles_signed).
   */
  articlesSigned?: boolean;
};

/** One small form of its own: a title, a field and a secondary save button. */
function SmallForm({
  title,
  titleId,
  children,
  busy,
  onSubmit,
  readOnly = false,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('company');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {title}
        </Title>
        <Fieldset variant="unstyled" disabled={readOnly}>
          {children}
        </Fieldset>
        {!readOnly && (
          <Button type="submit" variant="light" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('details.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** Runs a save with a success toast, then the page's refresh; the error toast when it fails. */
function useSave(onSaved: SectionProps['onSaved']) {
  const { t } = useTranslation('company');
  return async (save: () => Promise<unknown>) => {
    try {
      await save();
      showSuccess(t('details.saved'));
      await onSaved();
    } catch (error) {
      showError(error);
    }
  };
}

const GOAL_ERROR_TEXTS = { company_goal: 'company:details.goal_required' };

function GoalForm({ company, onSaved, readOnly }: SectionProps) {
  const { t } = useTranslation('company');
  const form = useForm({
    resolver: contractResolver(updateCompanyGoalBodySchema),
    defaultValues: { company_goal: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, GOAL_ERROR_TEXTS);
  const run = useSave(onSaved);
  return (
    <SmallForm
      title={t('details.goal_title')}
      titleId="company-goal-title"
      readOnly={readOnly}
      busy={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ company_goal }) => run(() => saveCompanyGoal(company.id, company_goal)))}
    >
      <Textarea
        label={t('details.goal_label')}
        description={t('details.goal_hint')}
        {...form.register('company_goal')}
        error={errorText('company_goal')}
        rows={2}
        resize="vertical"
        maxLength={1000}
      />
    </SmallForm>
  );
}

/** The subsidiary answer as the choice holds it ('' until chosen), sent as the contract's boolean. */
const subsidiaryFormSchema = z
  .object({ answer: z.enum(['', 'yes', 'no']) })
  .superRefine(({ answer }, context) => {
    if (answer === '') context.addIssue({ code: 'custom', path: ['answer'], message: 'required' });
  })
  .transform(({ answer }) => ({ subsidiary: answer === 'yes' }))
  .pipe(setSubsidiaryBodySchema);
const SUBSIDIARY_ERROR_TEXTS = { answer: 'company:details.subsidiary_required' };

function SubsidiaryForm({ company, onSaved, readOnly }: SectionProps) {
  const { t } = useTranslation('company');
  const form = useForm<z.input<typeof subsidiaryFormSchema>, unknown, z.output<typeof subsidiaryFormSchema>>({
    resolver: contractResolver(subsidiaryFormSchema),
    defaultValues: { answer: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, SUBSIDIARY_ERROR_TEXTS);
  const run = useSave(onSaved);
  return (
    <SmallForm
      title={t('details.subsidiary_title')}
      titleId="company-subsidiary-title"
      readOnly={readOnly}
      busy={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ subsidiary }) => run(() => saveSubsidiary(company.id, subsidiary)))}
    >
      <Controller
        control={form.control}
        name="answer"
        render={({ field }) => (
          <ChoiceCards
            label={t('details.subsidiary_label')}
            description={t('details.subsidiary_hint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            error={errorText('answer')}
            choices={[
              { value: 'yes', label: t('details.yes') },
              { value: 'no', label: t('details.no') },
            ]}
          />
        )}
      />
    </SmallForm>
  );
}

const FISCAL_ERROR_TEXTS = { fiscal_residence: 'company:details.fiscal_required' };

function FiscalResidenceForm({ company, onSaved, readOnly, articlesSigned }: SectionProps) {
  const { t } = useTranslation('company');
  const form = useForm({
    resolver: contractResolver(saveFiscalResidenceBodySchema),
    defaultValues: { fiscal_residence: company.fiscal_residence ?? '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, FISCAL_ERROR_TEXTS);
  const run = useSave(onSaved);
  return (
    <SmallForm
      title={t('details.fiscal_title')}
      titleId="company-fiscal-title"
      readOnly={readOnly}
      busy={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ fiscal_residence }) =>
        run(() => saveFiscalResidence(company.id, fiscal_residence)),
      )}
    >
      <Textarea
        label={t('details.fiscal_label')}
        description={t(articlesSigned ? 'details.fiscal_hint_signed' : 'details.fiscal_hint')}
        {...form.register('fiscal_residence')}
        error={errorText('fiscal_residence')}
        autoComplete="street-address"
        rows={2}
        resize="vertical"
        maxLength={300}
      />
    </SmallForm>
  );
}

/** The smaller sections of the basic data: the company's goal, whether it is a subsidiary, its fiscal address. */
export function CompanyDetailsSections(props: SectionProps) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="xl">
      <div>
        <Title order={2} fz="lg">
          {t('details.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('details.hint')}
        </Text>
      </div>
      <GoalForm {...props} />
      <SubsidiaryForm {...props} />
      <FiscalResidenceForm {...props} />
    </Stack>
  );
}
