import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import type { Company } from '@forja/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { saveCompanyGoal, saveFiscalResidence, saveSubsidiary } from '../api/basic-data';
import { ChoiceCards } from './choice-cards';

type SectionProps = { company: Company; onSaved: () => Promise<void> | void };

/** One small form of its own: a title, a field and a secondary save button. */
function SmallForm({
  title,
  titleId,
  children,
  busy,
  onSubmit,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
  busy: boolean;
  onSubmit: () => Promise<void>;
}) {
  const { t } = useTranslation('company');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {title}
        </Title>
        {children}
        <Button type="submit" variant="light" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('details.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Runs a save with its busy flag, a success toast and the error toast. */
function useSave(onSaved: SectionProps['onSaved']) {
  const { t } = useTranslation('company');
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await save();
      showSuccess(t('details.saved'));
      await onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function GoalForm({ company, onSaved }: SectionProps) {
  const { t } = useTranslation('company');
  const [goal, setGoal] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useSave(onSaved);
  return (
    <SmallForm
      title={t('details.goal_title')}
      titleId="company-goal-title"
      busy={busy}
      onSubmit={async () => {
        if (goal.trim() === '') {
          setError(t('details.goal_required'));
          return;
        }
        setError(undefined);
        await run(() => saveCompanyGoal(company.id, goal.trim()));
      }}
    >
      <Textarea
        label={t('details.goal_label')}
        description={t('details.goal_hint')}
        value={goal}
        onChange={(event) => setGoal(event.currentTarget.value)}
        error={error}
        rows={2}
        resize="vertical"
        maxLength={1000}
      />
    </SmallForm>
  );
}

function SubsidiaryForm({ company, onSaved }: SectionProps) {
  const { t } = useTranslation('company');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useSave(onSaved);
  return (
    <SmallForm
      title={t('details.subsidiary_title')}
      titleId="company-subsidiary-title"
      busy={busy}
      onSubmit={async () => {
        if (answer === '') {
          setError(t('details.subsidiary_required'));
          return;
        }
        setError(undefined);
        await run(() => saveSubsidiary(company.id, answer === 'yes'));
      }}
    >
      <ChoiceCards
        label={t('details.subsidiary_label')}
        description={t('details.subsidiary_hint')}
        value={answer}
        onChange={setAnswer}
        error={error}
        choices={[
          { value: 'yes', label: t('details.yes') },
          { value: 'no', label: t('details.no') },
        ]}
      />
    </SmallForm>
  );
}

function FiscalResidenceForm({ company, onSaved }: SectionProps) {
  const { t } = useTranslation('company');
  const [residence, setResidence] = useState(company.fiscal_residence ?? '');
  const [error, setError] = useState<string>();
  const { busy, run } = useSave(onSaved);
  return (
    <SmallForm
      title={t('details.fiscal_title')}
      titleId="company-fiscal-title"
      busy={busy}
      onSubmit={async () => {
        if (residence.trim().length < 2) {
          setError(t('details.fiscal_required'));
          return;
        }
        setError(undefined);
        await run(() => saveFiscalResidence(company.id, residence.trim()));
      }}
    >
      <Textarea
        label={t('details.fiscal_label')}
        description={t('details.fiscal_hint')}
        value={residence}
        onChange={(event) => setResidence(event.currentTarget.value)}
        error={error}
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
