import { MAX_DENOMINATIONS, type Company, type Denomination } from '@forja/contracts';
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
  Modal,
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
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { companyQueryKeys } from '../api/company-query-keys';
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

function ConfirmModal(props: {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{props.body}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onClose} disabled={props.busy}>
          {props.cancel}
        </Button>
        <Button color="red.8" onClick={props.onConfirm} loading={props.busy}>
          {props.confirm}
        </Button>
      </Group>
    </Modal>
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
  const [editing, setEditing] = useState<{ name: string; value: string } | null>(null);
  const [draft, setDraft] = useState('');
  const [addTried, setAddTried] = useState(false);
  const [toDelete, setToDelete] = useState<Denomination | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
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

  const saveEdit = async (denomination: Denomination, event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const value = editing.value.trim();
    const others = names.filter((name) => name !== denomination.name);
    if (checkDenominations([value], others)[0]) return;
    if (value === denomination.name) {
      setEditing(null);
      pendingFocus.current = { name: denomination.name, control: 'edit' };
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

  const draftProblem = checkDenominations([draft], names)[0] ?? null;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAddTried(true);
    if (draftProblem || list.length >= MAX_DENOMINATIONS) return;
    const lowest = list.reduce((max, denomination) => Math.max(max, denomination.priority), 0);
    const priority = Math.min(lowest + 1, MAX_DENOMINATIONS);
    await run(
      'add',
      () => addDenomination(company.id, draft.trim(), priority),
      ts('denomination_save'),
      () => {
        setDraft('');
        setAddTried(false);
        pendingFocus.current = { name: '', control: 'add' };
      },
    );
  };

  const confirmDelete = async () => {
    const denomination = toDelete;
    if (!denomination) return;
    const remaining = list.filter((item) => item !== denomination);
    await run(
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
        setToDelete(null);
        const neighbour = remaining[Math.min(list.indexOf(denomination), remaining.length - 1)];
        pendingFocus.current = neighbour ? { name: neighbour.name, control: 'edit' } : null;
      },
    );
  };

  const confirmReset = async () => {
    await run(
      'reset',
      () => resetDenominations(company.id),
      ts('reset_denominations'),
      () => {
        setResetOpen(false);
        setEditing(null);
        pendingFocus.current = { name: '', control: 'add' };
      },
    );
  };

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
    const isEditing = editing?.name === denomination.name;
    const others = names.filter((name) => name !== denomination.name);
    const editProblem = isEditing ? (checkDenominations([editing.value], others)[0] ?? null) : null;
    const inputId = `denomination-${n}-name`;

    return (
      <Paper component="li" key={denomination.name} withBorder radius="md" p="sm">
        {isEditing ? (
          <form onSubmit={(event) => void saveEdit(denomination, event)} noValidate>
            <TextInput
              id={inputId}
              label={label}
              value={editing.value}
              onChange={(event) => setEditing({ name: denomination.name, value: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setEditing(null);
                  pendingFocus.current = { name: denomination.name, control: 'edit' };
                }
              }}
              error={editProblem ? errorText(editProblem) : undefined}
              maxLength={120}
              autoComplete="off"
              data-autofocus
              autoFocus
            />
            <Group gap="sm" mt="sm">
              <Button type="submit" loading={running === 'edit'}>
                {t('denomination.save')}
              </Button>
              <Button
                variant="default"
                disabled={busy}
                onClick={() => {
                  setEditing(null);
                  pendingFocus.current = { name: denomination.name, control: 'edit' };
                }}
              >
                {t('denomination.cancel')}
              </Button>
            </Group>
          </form>
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
                  onClick={() => setEditing({ name: denomination.name, value: denomination.name })}
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
                    onClick={() => setToDelete(denomination)}
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

  const showDraftProblem = draftProblem && (draft.trim() !== '' || addTried);

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
              <form onSubmit={(event) => void add(event)} noValidate>
                <Stack gap="sm">
                  <TextInput
                    ref={register('add')}
                    label={t('denomination.add_label')}
                    description={t('denomination.add_help')}
                    value={draft}
                    onChange={(event) => setDraft(event.currentTarget.value)}
                    error={showDraftProblem ? errorText(draftProblem) : undefined}
                    maxLength={120}
                    autoComplete="off"
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
            onClick={() => setResetOpen(true)}
            disabled={busy}
          >
            {t('denomination.reset')}
          </Button>
        </Flex>
      )}

      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>

      <ConfirmModal
        opened={toDelete !== null}
        title={t('denomination.delete_title')}
        body={t('denomination.delete_body', { name: toDelete?.name ?? '' })}
        confirm={t('denomination.delete_confirm')}
        cancel={t('denomination.cancel')}
        busy={running === 'delete'}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
      <ConfirmModal
        opened={resetOpen}
        title={t('denomination.reset_title')}
        body={approved ? t('denomination.reset_body_approved') : t('denomination.reset_body')}
        confirm={t('denomination.reset_confirm')}
        cancel={t('denomination.cancel')}
        busy={running === 'reset'}
        onConfirm={() => void confirmReset()}
        onClose={() => setResetOpen(false)}
      />
    </Stack>
  );
}
