import { Alert, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_DENOMINATIONS } from '@forja/contracts';
import { checkDenominations, hasSpecialCharacters } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import {
  DenominationList,
  newDenominationRow,
  type DenominationRow,
} from '../../../features/registration/components/denomination-list';
import { StepActions } from '../../../features/registration/components/step-actions';
import { readDraft, useDraft } from '../../../features/registration/draft';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { registrationGuard } from './registration-guard';

export const legalNameLoader = registrationGuard('LegalName');

/**
 * What the last step sends back here when the server refused a name: the refused names with their codes,
 * or the commercial name's code.
 */
export type LegalNameState = {
  denominationErrors?: { name: string; code: string }[];
  companyNameError?: string;
};

function initialRows(): DenominationRow[] {
  const stored = [...readDraft().legal_names].sort((a, b) => a.priority - b.priority);
  return stored.length > 0
    ? stored.slice(0, MAX_DENOMINATIONS).map((denomination) => newDenominationRow(denomination.name))
    : [newDenominationRow()];
}

/** Step 4: the commercial name and up to five ranked denominations, checked as they are typed. */
export function LegalNamePage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('steps.names.LegalName'));
  const language = useLanguage();
  const navigate = useNavigate();
  const returned = (useLocation().state ?? {}) as LegalNameState;
  const [draft, updateDraft] = useDraft();
  const [rows, setRows] = useState(initialRows);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (returned.denominationErrors ?? []).flatMap(({ name, code }) => {
        const row = rows.find((candidate) => candidate.name.trim() === name.trim());
        return row ? [[row.id, code]] : [];
      }),
    ),
  );
  const [companyNameServerError, setCompanyNameServerError] = useState(returned.companyNameError);
  const [companyNameTouched, setCompanyNameTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const companyName = draft.company_name ?? '';
  const companyNameProblem =
    companyNameServerError ??
    (companyName.trim() !== '' && hasSpecialCharacters(companyName)
      ? 'void_special_characters'
      : companyName.trim() === '' && (companyNameTouched || submitted)
        ? 'required'
        : null);
  const companyNameError =
    companyNameProblem === 'required'
      ? t('legal_name.company_name_required')
      : companyNameProblem
        ? errorText(companyNameProblem)
        : undefined;

  const changeRows = (next: DenominationRow[]) => {
    setServerErrors((before) => {
      const kept = Object.entries(before).filter(([id]) => {
        const was = rows.find((row) => row.id === id);
        const now = next.find((row) => row.id === id);
        return was && now && was.name === now.name;
      });
      return Object.fromEntries(kept);
    });
    setRows(next);
    updateDraft({ legal_names: next.map((row, index) => ({ name: row.name, priority: index + 1 })) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = checkDenominations(rows.map((row) => row.name));
    const invalid =
      companyName.trim() === '' ||
      hasSpecialCharacters(companyName) ||
      companyNameServerError !== undefined ||
      problems.some((problem) => problem !== null) ||
      Object.keys(serverErrors).length > 0;
    if (invalid) {
      // After the errors render, put the focus on the first field to fix.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    updateDraft({
      company_name: companyName.trim(),
      legal_names: rows.map((row, index) => ({ name: row.name.trim(), priority: index + 1 })),
    });
    void navigate(routeUrl(language, 'PersonalInformation'));
  };

  const hasErrors =
    submitted &&
    (companyNameError !== undefined ||
      Object.keys(serverErrors).length > 0 ||
      checkDenominations(rows.map((row) => row.name)).some((problem) => problem !== null));

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('legal_name.title')}
          </Title>
          <Text c="gray.7" mt="xs">
            {t('legal_name.intro')}
          </Text>
        </div>
        <TextInput
          label={t('legal_name.company_name')}
          description={t('legal_name.company_name_help')}
          required
          value={companyName}
          onChange={(event) => {
            setCompanyNameTouched(true);
            setCompanyNameServerError(undefined);
            updateDraft({ company_name: event.currentTarget.value });
          }}
          error={companyNameError}
          maxLength={120}
          autoComplete="organization"
        />
        <Paper
          withBorder
          radius="md"
          p="md"
          bg="white"
          component="section"
          aria-labelledby="denominations-title"
        >
          <Title order={2} fz="md" id="denominations-title">
            {t('legal_name.denominations_title')}
          </Title>
          <Text fz="sm" c="gray.7" mt={4}>
            {t('legal_name.denominations_explain', { max: MAX_DENOMINATIONS })}
          </Text>
          {draft.type_society && (
            <Text fz="sm" c="gray.7" mt={4}>
              {t('legal_name.suffix_hint', { abbreviation: draft.type_society })}
            </Text>
          )}
          <Stack mt="md">
            <DenominationList
              rows={rows}
              onChange={changeRows}
              abbreviation={draft.type_society}
              showAllErrors={submitted}
              serverErrors={serverErrors}
            />
          </Stack>
        </Paper>
        <Checkbox
          label={t('legal_name.authorization')}
          description={t('legal_name.authorization_help')}
          checked={draft.name_authorization}
          onChange={(event) => updateDraft({ name_authorization: event.currentTarget.checked })}
          size="md"
        />
        {hasErrors && (
          <Alert color="red" icon={<IconInfoCircle aria-hidden />} role="alert">
            {t('legal_name.fix_errors')}
          </Alert>
        )}
        <StepActions backTo={routeUrl(language, 'TypeSociety')} />
      </Stack>
    </form>
  );
}
