import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { COMMISSARY_COUNCIL_ROLE, type Company } from '@forja/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { ChoiceCards } from './choice-cards';
import { saveAdministration, type AdministrationBody, type CouncilRole } from '../api/administration';

type Mode = '' | 'sole' | 'board';
type MemberRow = { key: number; name: string; role: CouncilRole };

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

let nextKey = 0;
const row = (name = '', role: CouncilRole = 'member'): MemberRow => ({ key: ++nextKey, name, role });

function initialMode(company: Company): Mode {
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

function initialSole(company: Company): string {
  return company.council.find((member) => member.council_role === 'sole_administrator')?.name ?? '';
}

type Errors = { mode?: string; sole?: string; members: Record<number, string>; board?: string };

type AdministrationFormProps = { company: Company; onSaved: () => Promise<void> | void };

/**
 * Who runs the company: a sole administrator (administrador único) or a board of directors (consejo de
 * administración) with its members' roles. Commissary members are kept as they are.
 */
export function AdministrationForm({ company, onSaved }: AdministrationFormProps) {
  const { t } = useTranslation('company');
  const [mode, setMode] = useState<Mode>(() => initialMode(company));
  const [sole, setSole] = useState(() => initialSole(company));
  const [board, setBoard] = useState<MemberRow[]>(() => initialBoard(company));
  const [errors, setErrors] = useState<Errors>({ members: {} });
  const [busy, setBusy] = useState(false);

  const validate = (): Errors => {
    const next: Errors = { members: {} };
    if (mode === '') next.mode = t('admin.errors.mode_required');
    if (mode === 'sole' && sole.trim().length < 2) next.sole = t('admin.errors.name_required');
    if (mode === 'board') {
      for (const member of board)
        if (member.name.trim().length < 2) next.members[member.key] = t('admin.errors.name_required');
      if (board.length < MIN_BOARD) next.board = t('admin.errors.board_min', { min: MIN_BOARD });
      const repeated = [...SINGLE_ROLES].find(
        (role) => board.filter((member) => member.role === role).length > 1,
      );
      if (repeated) next.board = t('admin.errors.role_repeated', { role: t(`admin.roles.${repeated}`) });
    }
    return next;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (next.mode || next.sole || next.board || Object.keys(next.members).length > 0) return;
    const commissaries: AdministrationBody['council'] = company.council
      .filter((member) => member.council_role === COMMISSARY_COUNCIL_ROLE && member.name)
      .map((member) => ({ name: member.name ?? '', council_role: 'commissary' }));
    const members: AdministrationBody['council'] =
      mode === 'sole'
        ? [{ name: sole.trim(), council_role: 'sole_administrator' }]
        : board.map((member) => ({ name: member.name.trim(), council_role: member.role }));
    setBusy(true);
    try {
      await saveAdministration(company.id, {
        has_unique_administrator: mode === 'sole',
        council: [...members, ...commissaries],
      });
      showSuccess(t('admin.saved'));
      await onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const change = (key: number, patch: Partial<MemberRow>) =>
    setBoard((rows) => rows.map((member) => (member.key === key ? { ...member, ...patch } : member)));

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
        <ChoiceCards
          label={t('admin.mode_label')}
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          error={errors.mode}
          required
          choices={[
            { value: 'sole', label: t('admin.sole_label'), description: t('admin.sole_explain') },
            { value: 'board', label: t('admin.board_label'), description: t('admin.board_explain') },
          ]}
        />

        {mode === 'sole' && (
          <TextInput
            label={t('admin.sole_name')}
            description={t('admin.sole_name_hint')}
            value={sole}
            onChange={(event) => setSole(event.currentTarget.value)}
            error={errors.sole}
            autoComplete="name"
            maxLength={200}
          />
        )}

        {mode === 'board' && (
          <Stack gap="sm">
            <Title order={3} fz="md">
              {t('admin.members_title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('admin.members_hint')}
            </Text>
            {board.map((member, index) => (
              <Card key={member.key} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  <TextInput
                    label={t('admin.member_name', { number: index + 1 })}
                    value={member.name}
                    onChange={(event) => change(member.key, { name: event.currentTarget.value })}
                    error={errors.members[member.key]}
                    maxLength={200}
                  />
                  <NativeSelect
                    label={t('admin.member_role', { number: index + 1 })}
                    value={member.role}
                    onChange={(event) =>
                      change(member.key, { role: event.currentTarget.value as CouncilRole })
                    }
                    data={BOARD_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
                  />
                  {board.length > MIN_BOARD && (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={18} aria-hidden />}
                      onClick={() =>
                        setBoard((rows) => rows.filter((candidate) => candidate.key !== member.key))
                      }
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('admin.remove_member', { number: index + 1 })}
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
            {errors.board && (
              <Text size="sm" c="red.8" role="alert">
                {errors.board}
              </Text>
            )}
            {board.length < MAX_COUNCIL && (
              <Button
                variant="subtle"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setBoard((rows) => [...rows, row()])}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('admin.add_member')}
              </Button>
            )}
          </Stack>
        )}

        <Group>
          <Button type="submit" loading={busy}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
