import {
  MAX_DENOMINATIONS,
  addDenominationBodySchema,
  updateDenominationBodySchema,
  type Company,
  type Denomination,
} from '@forja/contracts';
import { checkDenominations, normalizeDenomination } from '@forja/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCircleCheck,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSignature,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { companyQueryKeys } from '../../../lib/company-query-keys';
import {
  addDenomination,
  deleteDenomination,
  resetDenominations,
  updateDenomination,
  updateLegalNames,
} from '../api/denominations';
import { refreshCompany } from '../api/get-company-profile';

type Control = 'up' | 'down' | 'edit' | 'add';

/** The proposals in rank order (priority, then the server's order). */
function ranked(company: Company): Denomination[] {
  return [...company.legal_names].sort((a, b) => a.priority - b.priority);
}

/**
 * A proposal's name as the denomination calls take it (`add-new-denomination`, `update-denomination`), checked
 * with the domain's rules against the company's other proposals.
 */
function proposalNameSchema(
  // The add and update contracts' name (the same rule).
  name: typeof addDenominationBodySchema.shape.name,
  others: readonly string[],
) {
  return z.object({ name }).superRefine(({ name }, context) => {
    const problem = checkDenominations([name], others)[0];
    if (problem) context.addIssue({ code: 'custom', path: ['name'], message: problem });
  });
}

/**
 * The position (1-based) of the company's option a typed name is the same as once normalised («Tacos Lupita»,
 * «TACOS  LUPÍTA»), leaving out the option being edited; null when it repeats none.
 */
function repeatedOption(names: readonly string[], typed: string, editedIndex?: number): number | null {
  const key = normalizeDenomination(typed);
  const index = names.findIndex(
    (name, position) => position !== editedIndex && key !== '' && normalizeDenomination(name) === key,
  );
  return index >= 0 ? index + 1 : null;
}

/** A proposal edited in place: saved with its new name, or left as it was (Escape or Cancel). */
function EditProposalForm(props: {
  denomination: Denomination;
  /** Every proposal of the company in rank order, and this one's position in it. */
  names: readonly string[];
  index: number;
  label: string;
  inputId: string;
  saving: boolean;
  busy: boolean;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('workspace');
  const form = useForm({
    resolver: contractResolver(
      proposalNameSchema(
        updateDenominationBodySchema.shape.name,
        props.names.filter((_, position) => position !== props.index),
      ),
    ),
    mode: 'onChange',
    defaultValues: { name: props.denomination.name },
  });
  const errorText = useFieldErrorText(form.formState.errors);
  const typed = useWatch({ control: form.control, name: 'name' });
  const repeated =
    form.formState.errors.name?.message === 'denomination_exist'
      ? repeatedOption(props.names, typed, props.index)
      : null;
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ name }) => props.onSave(name))(event)} noValidate>
      <TextInput
        id={props.inputId}
        label={props.label}
        {...form.register('name')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onCancel();
        }}
        error={repeated ? t('denomination.repeats', { other: repeated }) : errorText('name')}
        maxLength={120}
        autoComplete="off"
        data-autofocus
        autoFocus
      />
      <Group gap="sm" mt="sm">
        <Button type="submit" loading={props.saving}>
          {t('denomination.save')}
        </Button>
        <Button variant="default" disabled={props.busy} onClick={props.onCancel}>
          {t('denomination.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The legal-name proposals of a company (spec: company_denomination): each proposal with its state, edited in
 * place, reordered with up/down buttons, deleted after a confirmation, added up to five, or all reset. Once the
 * Secretaría de Economía's authorisation is recorded (legal_name), the approved name leads and editing locks.
 * Names are checked with the domain's rules as they are typed; the server's refusals come as toasts.
 */
export function DenominationManager({ company }: { company: Company }) {
  const { t } = useTranslation('workspace');
  const { t: ts } = useTranslation('success');
  const list = ranked(company);
  const names = list.map((denomination) => denomination.name);
  const approved = company.legal_name && company.legal_name.trim() !== '' ? company.legal_name : null;

  const [running, setRunning] = useState<'move' | 'edit' | 'add' | 'delete' | 'reset' | null>(null);
  const busy = running !== null;
  // The name of the proposal edited in place.
  const [editing, setEditing] = useState<string | null>(null);
  const addForm = useForm({
    resolver: contractResolver(proposalNameSchema(addDenominationBodySchema.shape.name, names)),
    mode: 'onChange',
    defaultValues: { name: '' },
  });
  const addErrorText = useFieldErrorText(addForm.formState.errors);
  const addTyped = useWatch({ control: addForm.control, name: 'name' });
  const [announcement, setAnnouncement] = useState('');
  // The buttons and fields focus can go to, by name and control (filled by callback refs).
  const [controls] = useState(() => new Map<string, HTMLElement>());
  const pendingFocus = useRef<{ name: string; control: Control } | null>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    const at = (control: Control) => controls.get(control === 'add' ? 'add' : `${focus.name}:${control}`);
    const wanted = at(focus.control);
    const fallback = focus.control === 'up' ? at('down') : focus.control === 'down' ? at('up') : undefined;
    const usable = (element: HTMLElement | undefined) =>
      element && !element.hasAttribute('disabled') ? element : undefined;
    const target = usable(wanted) ?? usable(fallback);
    // While a change runs the buttons are disabled: wait for them.
    if (!target && busy) return;
    pendingFocus.current = null;
    target?.focus();
  });

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) controls.set(key, element);
    else controls.delete(key);
  };

  /** Runs a change, then reads the company again; a refusal shows the server's reason. */
  const run = async (
    kind: NonNullable<typeof running>,
    change: () => Promise<unknown>,
    success: string,
    after?: () => void,
  ) => {
    setRunning(kind);
    try {
      await change();
      await refreshCompany(company.id);
      showSuccess(success);
      after?.();
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setRunning(null);
    }
  };

  const move = async (index: number, delta: -1 | 1) => {
    const moved = list[index];
    const other = list[index + delta];
    if (!moved || !other) return;
    const reordered = [...list];
    reordered[index] = other;
    reordered[index + delta] = moved;
    const withRanks = reordered.map((denomination, position) => ({
      ...denomination,
      priority: position + 1,
    }));
    const key = companyQueryKeys.profile(company.id);
    const before = queryClient.getQueryData<Company>(key);
    // The new order shows at once; it goes back if the server refuses it.
    queryClient.setQueryData<Company>(key, { ...company, legal_names: withRanks });
    pendingFocus.current = { name: moved.name, control: delta < 0 ? 'up' : 'down' };
    const ok = await run(
      'move',
      () =>
        updateLegalNames(company.id, {
          legal_names: withRanks.map(({ name, priority }) => ({ name, priority })),
          name_authorization: company.name_authorization,
        }),
      ts('update_denominations'),
    );
    if (ok) setAnnouncement(t('denomination.moved', { name: moved.name, n: index + delta + 1 }));
    else if (before) queryClient.setQueryData<Company>(key, before);
  };

  const stopEditing = (denomination: Denomination) => {
    setEditing(null);
    pendingFocus.current = { name: denomination.name, control: 'edit' };
  };

  const saveEdit = async (denomination: Denomination, value: string) => {
    if (value === denomination.name) {
      stopEditing(denomination);
      return;
    }
    await run(
      'edit',
      () =>
        denomination.id === undefined
          ? updateLegalNames(company.id, {
              legal_names: list.map((item) => ({
                name: item === denomination ? value : item.name,
                priority: item.priority,
              })),
              name_authorization: company.name_authorization,
            })
          : updateDenomination(denomination.id, { name: value, priority: denomination.priority }),
      ts('denomination_edit'),
      () => {
        setEditing(null);
        pendingFocus.current = { name: value, control: 'edit' };
      },
    );
  };

  const add = async ({ name }: { name: string }) => {
    const lowest = list.reduce((max, denomination) => Math.max(max, denomination.priority), 0);
    const priority = Math.min(lowest + 1, MAX_DENOMINATIONS);
    await run(
      'add',
      () => addDenomination(company.id, name, priority),
      ts('denomination_save'),
      () => {
        addForm.reset({ name: '' });
        pendingFocus.current = { name: '', control: 'add' };
      },
    );
  };

  const remove = (denomination: Denomination) => {
    const remaining = list.filter((item) => item !== denomination);
    return run(
      'delete',
      () =>
        denomination.id === undefined
          ? updateLegalNames(company.id, {
              legal_names: remaining.map((item, position) => ({ name: item.name, priority: position + 1 })),
              name_authorization: company.name_authorization,
            })
          : deleteDenomination(denomination.id),
      ts('denomination_delete'),
      () => {
        const neighbour = remaining[Math.min(list.indexOf(denomination), remaining.length - 1)];
        pendingFocus.current = neighbour ? { name: neighbour.name, control: 'edit' } : null;
      },
    );
  };

  const reset = () =>
    run(
      'reset',
      () => resetDenominations(company.id),
      ts('reset_denominations'),
      () => {
        setEditing(null);
        pendingFocus.current = { name: '', control: 'add' };
      },
    );

  const confirmDelete = (denomination: Denomination) =>
    openConfirmDialog({
      title: t('denomination.delete_title'),
      children: <Text>{t('denomination.delete_body', { name: denomination.name })}</Text>,
      confirmLabel: t('denomination.delete_confirm'),
      cancelLabel: t('denomination.cancel'),
      destructive: true,
      onConfirm: () => remove(denomination),
    });

  const confirmReset = () =>
    openConfirmDialog({
      title: t('denomination.reset_title'),
      children: (
        <Text>{approved ? t('denomination.reset_body_approved') : t('denomination.reset_body')}</Text>
      ),
      confirmLabel: t('denomination.reset_confirm'),
      cancelLabel: t('denomination.cancel'),
      destructive: true,
      onConfirm: reset,
    });

  const stateOf = (denomination: Denomination): 'approved' | 'not_chosen' | 'proposed' | 'refused' => {
    if (!approved) return denomination.decision === 'refused' ? 'refused' : 'proposed';
    return normalizeDenomination(denomination.name) === normalizeDenomination(approved)
      ? 'approved'
      : 'not_chosen';
  };
  // The SE refused every option: the founder proposes others (a new or edited option waits for the SE again).
  const allRefused =
    !approved && list.length > 0 && list.every((denomination) => denomination.decision === 'refused');

  const rows = list.map((denomination, index) => {
    const n = index + 1;
    const label = n === 1 ? t('denomination.option_first') : t('denomination.option', { n });
    const state = stateOf(denomination);
    const isEditing = editing === denomination.name;
    const inputId = `denomination-${n}-name`;

    return (
      <Paper component="li" key={denomination.name} withBorder radius="md" p="sm">
        {isEditing ? (
          <EditProposalForm
            denomination={denomination}
            names={names}
            index={index}
            label={label}
            inputId={inputId}
            saving={running === 'edit'}
            busy={busy}
            onSave={(value) => saveEdit(denomination, value)}
            onCancel={() => stopEditing(denomination)}
          />
        ) : (
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            gap="xs"
          >
            <Box style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Text fz="sm" fw={600} c="gray.7">
                  {label}
                </Text>
                <Badge
                  radius="sm"
                  size="sm"
                  bg={state === 'approved' ? 'teal.9' : state === 'refused' ? 'red.0' : 'gray.2'}
                  c={state === 'approved' ? 'white' : state === 'refused' ? 'red.9' : 'gray.8'}
                >
                  {t(`denomination.state.${state}`)}
                </Badge>
              </Group>
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {denomination.name}
              </Text>
              {state === 'refused' && (
                <Text fz="sm" c="red.9">
                  {t('denomination.refused_because', {
                    reason: t(`denomination.refusal_reasons.${denomination.refusal_reason ?? 'other'}`, {
                      defaultValue: t('denomination.refusal_reasons.other'),
                    }),
                  })}
                </Text>
              )}
              {state === 'refused' && denomination.refusal_note && (
                <Text fz="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                  {t('denomination.refusal_note', { note: denomination.refusal_note })}
                </Text>
              )}
            </Box>
            {!approved && (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon
                  ref={register(`${denomination.name}:up`)}
                  variant="subtle"
                  color="gray"
                  size={44}
                  onClick={() => void move(index, -1)}
                  disabled={busy || index === 0}
                  bg={index === 0 ? 'transparent' : undefined}
                  c={index === 0 ? 'gray.4' : 'gray.8'}
                  aria-label={t('denomination.move_up', { n })}
                >
                  <IconArrowUp size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  ref={register(`${denomination.name}:down`)}
                  variant="subtle"
                  color="gray"
                  size={44}
                  onClick={() => void move(index, 1)}
                  disabled={busy || index === list.length - 1}
                  bg={index === list.length - 1 ? 'transparent' : undefined}
                  c={index === list.length - 1 ? 'gray.4' : 'gray.8'}
                  aria-label={t('denomination.move_down', { n })}
                >
                  <IconArrowDown size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  ref={register(`${denomination.name}:edit`)}
                  variant="subtle"
                  color="gray"
                  c="gray.8"
                  size={44}
                  onClick={() => setEditing(denomination.name)}
                  disabled={busy}
                  aria-label={t('denomination.edit', { n })}
                >
                  <IconPencil size={20} aria-hidden />
                </ActionIcon>
                {list.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size={44}
                    onClick={() => confirmDelete(denomination)}
                    disabled={busy}
                    aria-label={t('denomination.delete', { n })}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            )}
          </Flex>
        )}
      </Paper>
    );
  });

  // An empty name is said only once the founder tried to add it.
  // A repeat of one of the options says which one.
  const addRepeated =
    addForm.formState.errors.name?.message === 'denomination_exist' ? repeatedOption(names, addTyped) : null;
  const addError =
    addForm.formState.errors.name?.message === 'denomination_blank' && !addForm.formState.isSubmitted
      ? undefined
      : addRepeated
        ? t('denomination.repeats', { other: addRepeated })
        : addErrorText('name');

  return (
    <Stack gap="lg">
      {approved && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="teal.0">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon radius="xl" size={36} color="teal.9" aria-hidden>
              <IconCircleCheck size={22} />
            </ThemeIcon>
            <Box style={{ minWidth: 0 }}>
              <Text fz="sm" fw={700} tt="uppercase" c="teal.9">
                {t('denomination.approved_label')}
              </Text>
              <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
                {approved}
              </Text>
              <Text c="gray.8" mt={6}>
                {t('denomination.approved_help')}
              </Text>
            </Box>
          </Group>
        </Card>
      )}

      {allRefused && (
        <Alert color="red" variant="light" title={t('denomination.all_refused_title')} role="status">
          <Text c="gray.9">{t('denomination.all_refused_body')}</Text>
        </Alert>
      )}

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={2} fz="lg">
              {t('denomination.list_title')}
            </Title>
            <Text fz="sm" c="gray.7">
              {t('denomination.list_count', { count: list.length, max: MAX_DENOMINATIONS })}
            </Text>
          </Group>

          {list.length === 0 ? (
            <Stack align="center" gap={6} ta="center" py="md">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconSignature size={26} />
              </ThemeIcon>
              <Text fw={700}>{t('denomination.empty_title')}</Text>
              <Text c="gray.7" maw={460}>
                {t('denomination.empty_body')}
              </Text>
            </Stack>
          ) : (
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {rows}
            </Stack>
          )}

          {!approved &&
            (list.length < MAX_DENOMINATIONS ? (
              <form onSubmit={(event) => void addForm.handleSubmit(add)(event)} noValidate>
                <Stack gap="sm">
                  <Controller
                    control={addForm.control}
                    name="name"
                    render={({ field }) => (
                      <TextInput
                        {...field}
                        ref={(element) => {
                          register('add')(element);
                          field.ref(element);
                        }}
                        label={t('denomination.add_label')}
                        description={t('denomination.add_help')}
                        error={addError}
                        maxLength={120}
                        autoComplete="off"
                      />
                    )}
                  />
                  <Button
                    type="submit"
                    leftSection={<IconPlus size={18} aria-hidden />}
                    loading={running === 'add'}
                    disabled={busy && running !== 'add'}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('denomination.add')}
                  </Button>
                </Stack>
              </form>
            ) : (
              <Text fz="sm" c="gray.7">
                {t('denomination.limit', { max: MAX_DENOMINATIONS })}
              </Text>
            ))}
        </Stack>
      </Card>

      {(list.length > 0 || approved) && (
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          gap="xs"
          align={{ base: 'flex-start', sm: 'center' }}
          justify="space-between"
        >
          <Text fz="sm" c="gray.7">
            {t('denomination.reset_help')}
          </Text>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={confirmReset}
            disabled={busy}
          >
            {t('denomination.reset')}
          </Button>
        </Flex>
      )}

      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
