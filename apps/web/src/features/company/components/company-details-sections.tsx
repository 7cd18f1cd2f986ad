import {
  Button,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MEXICAN_STATES,
  isMexicanState,
  saveFiscalResidenceBodySchema,
  setSubsidiaryBodySchema,
  statedDomicileSchema,
  updateCompanyGoalBodySchema,
  type Company,
  type StatedDomicile,
} from '@forja/contracts';
import {
  isMexicoCityPostalCode,
  postalCodeInAddress,
  socialDomicileName,
  stateOfPostalCode,
} from '@forja/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { postalCodeQueryOptions } from '../../../lib/postal-codes';
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

const FISCAL_ERROR_TEXTS = {
  fiscal_residence: 'company:details.fiscal_required',
  municipality: {
    default: 'company:details.fiscal_municipality_required',
    domicile_municipality_invalid: 'errors:codes.domicile_municipality_invalid',
  },
  state: {
    default: 'company:details.fiscal_state_required',
    domicile_state_invalid: 'errors:codes.domicile_state_invalid',
    domicile_state_mismatch: 'errors:codes.domicile_state_mismatch',
  },
};

/** The fiscal address form: the address as its contract takes it, and the place the founder may state. */
const fiscalFormSchema = z.object({
  fiscal_residence: saveFiscalResidenceBodySchema.shape.fiscal_residence,
  municipality: z.string(),
  state: z.string(),
});

/** The states in the select: alphabetical, SEPOMEX's «México» shown as the Estado de México. */
const STATE_CHOICES = [...MEXICAN_STATES]
  .map((state) => ({ value: state, label: state === 'México' ? 'Estado de México' : state }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/**
 * What the articles will print as the social domicile for the postal code in the address: nothing to say
 * without a code (or when the lookup fails for another reason), the place the code gives, or `unknown` when the
 * SEPOMEX catalogue cannot place it (not in it, or no catalogue loaded), with the state its prefix gives.
 */
type DomicilePreview =
  | { kind: 'none' }
  | { kind: 'looking'; code: string }
  | { kind: 'known'; place: string }
  | { kind: 'unknown'; code: string; state: string | null };

function useDomicilePreview(postalCode: string | null): DomicilePreview {
  const mexicoCity = postalCode !== null && isMexicoCityPostalCode(postalCode);
  const lookup = useQuery({
    ...postalCodeQueryOptions(postalCode ?? ''),
    enabled: postalCode !== null && !mexicoCity,
  });
  if (postalCode === null) return { kind: 'none' };
  if (mexicoCity) return { kind: 'known', place: socialDomicileName(postalCode, null) ?? '' };
  if (lookup.data) {
    const place = socialDomicileName(postalCode, lookup.data);
    return place
      ? { kind: 'known', place }
      : { kind: 'unknown', code: postalCode, state: lookup.data.state ?? stateOfPostalCode(postalCode) };
  }
  if (lookup.error instanceof ApiError && lookup.error.codes.includes('postal_code_not_found'))
    return { kind: 'unknown', code: postalCode, state: stateOfPostalCode(postalCode) };
  if (lookup.isFetching) return { kind: 'looking', code: postalCode };
  return { kind: 'none' };
}

function FiscalResidenceForm({ company, onSaved, readOnly, articlesSigned }: SectionProps) {
  const { t } = useTranslation('company');
  const form = useForm({
    resolver: contractResolver(fiscalFormSchema),
    defaultValues: {
      fiscal_residence: company.fiscal_residence ?? '',
      municipality: company.stated_domicile?.municipality ?? '',
      state: company.stated_domicile?.state ?? '',
    },
  });
  const errorText = useFieldErrorText(form.formState.errors, FISCAL_ERROR_TEXTS);
  const address = useWatch({ control: form.control, name: 'fiscal_residence' });
  const [municipality, state] = useWatch({ control: form.control, name: ['municipality', 'state'] });
  const preview = useDomicilePreview(postalCodeInAddress(address));
  const unknownState = preview.kind === 'unknown' ? preview.state : null;

  // A code the catalogue cannot place: the state its prefix gives is offered, unless one is chosen.
  useEffect(() => {
    if (unknownState && !form.getValues('state')) form.setValue('state', unknownState);
  }, [unknownState, form]);

  const stated =
    preview.kind === 'unknown' && municipality.trim().length >= 2 && isMexicanState(state)
      ? socialDomicileName(preview.code, null, { municipality: municipality.trim(), state })
      : null;
  const shown = preview.kind === 'known' ? preview.place : stated;

  const submit = form.handleSubmit(async ({ fiscal_residence, ...place }) => {
    let domicile: StatedDomicile | undefined;
    if (preview.kind === 'unknown') {
      const parsed = statedDomicileSchema.safeParse(place);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] === 'state' ? 'state' : 'municipality';
          form.setError(field, { type: 'required', message: 'required' }, { shouldFocus: true });
        }
        return;
      }
      domicile = parsed.data;
    }
    try {
      await saveFiscalResidence(company.id, fiscal_residence, domicile);
      showSuccess(t('details.saved'));
      await onSaved();
    } catch (error) {
      // The API's word on the stated place goes under its field; anything else is a toast.
      const field =
        error instanceof ApiError ? error.fields.find((f) => f.path.startsWith('body.domicile.')) : undefined;
      if (field?.path === 'body.domicile.state' || field?.path === 'body.domicile.municipality')
        form.setError(field.path === 'body.domicile.state' ? 'state' : 'municipality', {
          type: 'server',
          message: field.code,
        });
      else showError(error);
    }
  });

  return (
    <SmallForm
      title={t('details.fiscal_title')}
      titleId="company-fiscal-title"
      readOnly={readOnly}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <Stack gap="sm">
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
        {preview.kind === 'looking' && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="gray.7">
              {t('details.fiscal_domicile_looking', { code: preview.code })}
            </Text>
          </Group>
        )}
        {preview.kind === 'unknown' && (
          <>
            <Text size="sm">{t('details.fiscal_domicile_unknown', { code: preview.code })}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('details.fiscal_municipality')}
                required
                {...form.register('municipality')}
                error={errorText('municipality')}
                autoComplete="address-level2"
                maxLength={100}
              />
              <NativeSelect
                label={t('details.fiscal_state')}
                required
                {...form.register('state')}
                error={errorText('state')}
                data={[
                  { value: '', label: t('details.fiscal_state_placeholder'), disabled: true },
                  ...STATE_CHOICES,
                ]}
              />
            </SimpleGrid>
          </>
        )}
        {shown && (
          <Text size="sm" fw={500} aria-live="polite">
            {t('details.fiscal_domicile_preview', { place: shown })}
          </Text>
        )}
      </Stack>
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
