import {
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { COMMISSARY_COUNCIL_ROLE, updateAdministrationBodySchema, type Company } from '@forja/contracts';
import {
  administrationProblem,
  administratorIsAPartner,
  partnerNameMatching,
  soleAdministratorChoices,
} from '@forja/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import {
  Controller,
  get,
  useFieldArray,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { equityContext } from '../../../lib/equity-context';
import { showError, showSuccess } from '../../../lib/notify';
import { ChoiceCards } from './choice-cards';
import { saveAdministration, type CouncilRole } from '../api/administration';

type Mode = '' | 'sole' | 'board';
type MemberRow = { name: string; role: CouncilRole };

/** The roles a board member may hold here; the commissary is appointed with the partners. */
export const BOARD_ROLES = [
  'president',
  'secretary',
  'treasurer',
  'member',
] as const satisfies readonly CouncilRole[];
/** Roles only one board member may hold. */
const SINGLE_ROLES = new Set<CouncilRole>(['president', 'secretary', 'treasurer']);
const MIN_BOARD = 2;
const MAX_COUNCIL = 20;

const row = (name = '', role: CouncilRole = 'member'): MemberRow => ({ name, role });

function initialMode(company: Company): Mode {
  // An S.A.S. has a sole administrator, one of its partners: there is nothing else to choose.
  if (administratorIsAPartner(company.company_type)) return 'sole';
  if (company.has_unique_administrator === null) return '';
  return company.has_unique_administrator ? 'sole' : 'board';
}

function initialBoard(company: Company): MemberRow[] {
  const members = company.council
    .filter((member) => (BOARD_ROLES as readonly string[]).includes(member.council_role))
    .map((member) => row(member.name ?? '', member.council_role as CouncilRole));
  if (members.length >= MIN_BOARD) return members;
  return [...members, ...Array.from({ length: MIN_BOARD - members.length }, () => row())];
}

function savedSole(company: Company): string {
  return company.council.find((member) => member.council_role === 'sole_administrator')?.name ?? '';
}

/** The sole administrator as the form starts: for an S.A.S., the partner the saved name designates, if any. */
function initialSole(company: Company): string {
  if (!administratorIsAPartner(company.company_type)) return savedSole(company);
  return partnerNameMatching(company.partners, savedSole(company)) ?? '';
}

/** A council member as the administration contract takes it: the name's rule, the role. */
const councilMember = updateAdministrationBodySchema.shape.council.element.shape;
const memberName = councilMember.name;

/**
 * Who runs the company, as the form holds it (the mode, the sole administrator's name, the board's rows), checked
 * and sent as the API's administration body: each name with the contract's rule; a board of at least two,
 * with one president, secretary and treasurer at most (under `board_rules`, as `board_min` or
 * `role_repeated.<role>`); the society type's rule for who may run it (an S.A.S.: one of its partners, the
 * rule the API applies). The company's commissaries are sent as they are.
 */
function administrationSchema(
  commissaries: { name: string; council_role: 'commissary' }[],
  company: Pick<Company, 'company_type' | 'partners'>,
) {
  return z
    .object({
      // '' until chosen.
      mode: z.enum(['', 'sole', 'board']),
      sole: z.string(),
      board: z.array(z.object({ name: z.string(), role: councilMember.council_role })),
    })
    .superRefine(({ mode, sole, board }, context) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      if (mode === '') issue(['mode'], 'required');
      if (mode === 'sole' && !memberName.safeParse(sole).success) issue(['sole'], 'required');
      else if (mode !== '') {
        const names = mode === 'sole' ? [sole] : board.map((member) => member.name);
        const problem = administrationProblem(company.company_type, company.partners, {
          soleAdministrator: mode === 'sole',
          names,
        });
        if (problem) issue([problem === 'sole_administrator_required' ? 'mode' : 'sole'], problem);
      }
      if (mode !== 'board') return;
      board.forEach((member, index) => {
        if (!memberName.safeParse(member.name).success) issue(['board', index, 'name'], 'required');
      });
      if (board.length < MIN_BOARD) issue(['board_rules'], 'board_min');
      const repeated = [...SINGLE_ROLES].find(
        (role) => board.filter((member) => member.role === role).length > 1,
      );
      if (repeated) issue(['board_rules'], `role_repeated.${repeated}`);
    })
    .transform(({ mode, sole, board }) => ({
      has_unique_administrator: mode === 'sole',
      council: [
        ...(mode === 'sole'
          ? [{ name: sole, council_role: 'sole_administrator' as const }]
          : board.map((member) => ({ name: member.name, council_role: member.role }))),
        ...commissaries,
      ],
    }))
    .pipe(updateAdministrationBodySchema);
}
type AdministrationSchema = ReturnType<typeof administrationSchema>;
const NAME_REQUIRED = 'company:admin.errors.name_required';
const ADMINISTRATION_ERROR_TEXTS = {
  mode: {
    default: 'company:admin.errors.mode_required',
    sole_administrator_required: 'errors:codes.sole_administrator_required',
  },
  sole: { default: NAME_REQUIRED, administrator_not_a_partner: 'errors:codes.administrator_not_a_partner' },
};
/** An S.A.S.'s sole administrator is chosen among its partners, not written. */
const PARTNER_ADMINISTRATION_ERROR_TEXTS = {
  ...ADMINISTRATION_ERROR_TEXTS,
  sole: {
    default: 'company:admin.errors.partner_required',
    administrator_not_a_partner: 'errors:codes.administrator_not_a_partner',
  },
};

/** The form's field that shows each of the API's refusals of who runs the company. */
const FIELD_OF_CODE: Partial<Record<string, 'mode' | 'sole'>> = {
  sole_administrator_required: 'mode',
  administrator_not_a_partner: 'sole',
};

type AdministrationFormProps = {
  company: Company;
  onSaved: () => Promise<void> | void;
  /** Shown only: the fields disabled and no buttons (the reader may not change it, or the articles are signed). */
  readOnly?: boolean;
};

/**
 * Who runs the company: a sole administrator (administrador único) or a board of directors (consejo de
 * administración) with its members' roles; for an S. de R.L. de C.V., in the words its articles print (LGSM
 * art. 74), a sole manager (gerente único) or a board of managers (consejo de gerentes), whose members other
 * than the president, secretary and treasurer are gerentes. Commissary members are kept as they are.
 */
export function AdministrationForm({ company, onSaved, readOnly = false }: AdministrationFormProps) {
  const { t } = useTranslation('company');
  // 'parts' for an S. de R.L.: the texts with a `_parts` variant name its gerentes, as its articles do.
  const context = equityContext(company.company_type);
  // An S.A.S. is run by one of its partners: the sole administrator is chosen among them.
  const byAPartner = administratorIsAPartner(company.company_type);
  const partnerNames = useMemo(() => soleAdministratorChoices(company.partners), [company.partners]);
  // A name saved before that is none of the partners' (or no longer is): the articles wait for a partner.
  const savedOutsidePartners =
    byAPartner &&
    savedSole(company).trim() !== '' &&
    partnerNameMatching(company.partners, savedSole(company)) === null
      ? savedSole(company)
      : null;
  const resolver = useMemo(() => {
    const commissaries = company.council
      .filter((member) => member.council_role === COMMISSARY_COUNCIL_ROLE && member.name)
      .map((member) => ({ name: member.name ?? '', council_role: 'commissary' as const }));
    return contractResolver(
      administrationSchema(commissaries, { company_type: company.company_type, partners: company.partners }),
    );
  }, [company.council, company.company_type, company.partners]);
  const form = useForm<z.input<AdministrationSchema>, unknown, z.output<AdministrationSchema>>({
    resolver,
    defaultValues: { mode: initialMode(company), sole: initialSole(company), board: initialBoard(company) },
  });
  const board = useFieldArray({ control: form.control, name: 'board' });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const errorText = useFieldErrorText(
    form.formState.errors,
    byAPartner ? PARTNER_ADMINISTRATION_ERROR_TEXTS : ADMINISTRATION_ERROR_TEXTS,
  );
  const boardRule = get<FieldErrors, FieldError | undefined>(form.formState.errors, 'board_rules');
  const [boardProblem, repeatedRole] = (boardRule?.message ?? '').split('.');
  const boardError =
    boardProblem === 'board_min'
      ? t('admin.errors.board_min', { min: MIN_BOARD, context })
      : boardProblem === 'role_repeated'
        ? t('admin.errors.role_repeated', { role: t(`admin.roles.${repeatedRole}`, { context }) })
        : undefined;

  const memberError = (index: number) =>
    get(form.formState.errors, `board.${index}.name`) ? t('admin.errors.name_required') : undefined;

  const submit = form.handleSubmit(async (body) => {
    try {
      await saveAdministration(company.id, body);
      showSuccess(t('admin.saved'));
      await onSaved();
    } catch (error) {
      // The API's refusal of who runs an S.A.S. (the partners changed meanwhile) goes under its field.
      const field =
        error instanceof ApiError ? error.fields.find((entry) => FIELD_OF_CODE[entry.code]) : undefined;
      if (field) form.setError(FIELD_OF_CODE[field.code]!, { message: field.code }, { shouldFocus: true });
      else showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="administration-title">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg" id="administration-title">
            {t('admin.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('admin.hint')}
          </Text>
        </div>
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="lg">
            {byAPartner && (
              <Text size="sm" c="gray.8">
                {t('admin.partner_sole_explain')}
              </Text>
            )}
            {savedOutsidePartners !== null && (
              <Alert color="orange" title={t('admin.saved_not_partner_title')}>
                <Text size="sm">{t('admin.saved_not_partner', { name: savedOutsidePartners })}</Text>
              </Alert>
            )}
            {byAPartner && errorText('mode') && (
              <Text size="sm" c="red.8" role="alert">
                {errorText('mode')}
              </Text>
            )}
            {!byAPartner && (
              <Controller
                control={form.control}
                name="mode"
                render={({ field }) => (
                  <ChoiceCards
                    label={t('admin.mode_label')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    firstRef={field.ref}
                    error={errorText('mode')}
                    required
                    choices={[
                      {
                        value: 'sole',
                        label: t('admin.sole_label', { context }),
                        description: t('admin.sole_explain', { context }),
                      },
                      {
                        value: 'board',
                        label: t('admin.board_label', { context }),
                        description: t('admin.board_explain', { context }),
                      },
                    ]}
                  />
                )}
              />
            )}

            {mode === 'sole' && byAPartner && (
              <Controller
                control={form.control}
                name="sole"
                render={({ field }) => (
                  <NativeSelect
                    {...field}
                    label={t('admin.sole_partner')}
                    description={partnerNames.length === 0 ? t('admin.no_partners', { context }) : undefined}
                    error={errorText('sole')}
                    data={[
                      { value: '', label: t('admin.choose_partner'), disabled: true },
                      ...partnerNames.map((name) => ({ value: name, label: name })),
                    ]}
                  />
                )}
              />
            )}

            {mode === 'sole' && !byAPartner && (
              <Controller
                control={form.control}
                name="sole"
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t('admin.sole_name', { context })}
                    description={t('admin.sole_name_hint')}
                    error={errorText('sole')}
                    autoComplete="name"
                    maxLength={200}
                  />
                )}
              />
            )}

            {mode === 'board' && (
              <Stack gap="sm">
                <Title order={3} fz="md">
                  {t('admin.members_title', { context })}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('admin.members_hint', { context })}
                </Text>
                {board.fields.map((member, index) => (
                  <Card key={member.id} withBorder radius="md" p="sm">
                    <Stack gap="xs">
                      <Controller
                        control={form.control}
                        name={`board.${index}.name`}
                        render={({ field }) => (
                          <TextInput
                            {...field}
                            label={t('admin.member_name', { number: index + 1 })}
                            error={memberError(index)}
                            maxLength={200}
                          />
                        )}
                      />
                      <Controller
                        control={form.control}
                        name={`board.${index}.role`}
                        render={({ field }) => (
                          <NativeSelect
                            {...field}
                            label={t('admin.member_role', { number: index + 1 })}
                            data={BOARD_ROLES.map((role) => ({
                              value: role,
                              label: t(`admin.roles.${role}`, { context }),
                            }))}
                          />
                        )}
                      />
                      {!readOnly && board.fields.length > MIN_BOARD && (
                        <Button
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={18} aria-hidden />}
                          onClick={() => board.remove(index)}
                          style={{ alignSelf: 'flex-start' }}
                        >
                          {t('admin.remove_member', { number: index + 1 })}
                        </Button>
                      )}
                    </Stack>
                  </Card>
                ))}
                {boardError && (
                  <Text size="sm" c="red.8" role="alert">
                    {boardError}
                  </Text>
                )}
                {!readOnly && board.fields.length < MAX_COUNCIL && (
                  <Button
                    variant="subtle"
                    leftSection={<IconPlus size={18} aria-hidden />}
                    onClick={() => board.append(row())}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('admin.add_member')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Fieldset>
        {!readOnly && (
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('admin.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
