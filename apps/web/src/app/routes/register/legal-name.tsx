import { Alert, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_DENOMINATIONS, registerCompanyBodySchema, type RegisterCompanyBody } from '@forja/contracts';
import { checkDenominations, hasSpecialCharacters } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
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
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
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

type LegalNameValues = Pick<RegisterCompanyBody, 'company_name' | 'legal_names'>;
const LEGAL_NAME_ERROR_TEXTS = {
  company_name: { required: 'registration:legal_name.company_name_required' },
};

/** The names in rank order, as the register contract takes them. */
const rankedNames = (rows: readonly DenominationRow[]) =>
  rows.map((row, index) => ({ name: row.name, priority: index + 1 }));

/**
 * The register contract's commercial name and proposed names, checked with the domain's rules (no special
 * characters in the commercial name; each proposal with checkDenominations) and against what the server
 * refused (the commercial name's code, and the refused proposals' codes by position).
 */
function legalNameSchema(refused: { companyName?: string; names: readonly (string | undefined)[] }) {
  return registerCompanyBodySchema
    .pick({ company_name: true, legal_names: true })
    .superRefine((values, context) => {
      const companyName =
        refused.companyName ??
        (values.company_name !== '' && hasSpecialCharacters(values.company_name)
          ? 'void_special_characters'
          : null);
      if (companyName) context.addIssue({ code: 'custom', path: ['company_name'], message: companyName });
      checkDenominations(values.legal_names.map((denomination) => denomination.name)).forEach(
        (problem, index) => {
          const code = refused.names[index] ?? problem;
          if (code) context.addIssue({ code: 'custom', path: ['legal_names', index, 'name'], message: code });
        },
      );
    });
}

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
  // What the server refused, shown (and focused) on arrival.
  const [arrivalErrors] = useState<FieldErrors<LegalNameValues> | undefined>(() =>
    returned.companyNameError
      ? { company_name: { type: 'server', message: returned.companyNameError } }
      : undefined,
  );
  const resolver = useMemo(
    () =>
      contractResolver(
        legalNameSchema({
          companyName: companyNameServerError,
          names: rows.map((row) => serverErrors[row.id]),
        }),
      ),
    [companyNameServerError, rows, serverErrors],
  );
  const form = useForm<LegalNameValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { company_name: draft.company_name ?? '', legal_names: rankedNames(rows) },
    errors: arrivalErrors,
  });
  const errorText = useFieldErrorText(form.formState.errors, LEGAL_NAME_ERROR_TEXTS);
  const submitted = form.formState.isSubmitted;
  // The proposals' inputs by position, to focus the first one to fix.
  const nameInputs = useRef<(HTMLInputElement | null)[]>([]);

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
    updateDraft({ legal_names: rankedNames(next) });
    form.setValue('legal_names', rankedNames(next), { shouldValidate: submitted });
  };

  const goOn = async (body: LegalNameValues) => {
    updateDraft(body);
    await navigate(routeUrl(language, 'PersonalInformation'));
  };

  /** The commercial name is focused by the form; a proposal to fix is focused here. */
  const focusNameToFix = (errors: FieldErrors<LegalNameValues>) => {
    if (errors.company_name || !errors.legal_names) return;
    const index = rows.findIndex((_, position) => errors.legal_names?.[position]);
    nameInputs.current[index]?.focus();
  };

  const hasErrors = submitted && Object.keys(form.formState.errors).length > 0;

  return (
    <form onSubmit={(event) => void form.handleSubmit(goOn, focusNameToFix)(event)} noValidate>
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
          {...form.register('company_name', {
            onChange: (event: { target: { value: string } }) => {
              setCompanyNameServerError(undefined);
              updateDraft({ company_name: event.target.value });
            },
          })}
          error={errorText('company_name')}
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
              inputRef={(index, element) => {
                nameInputs.current[index] = element;
              }}
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
