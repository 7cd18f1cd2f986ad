import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { MAX_DENOMINATIONS } from '@forja/contracts';
import { checkDenominations, denominationWithSuffix, findRepeatedDenominations } from '@forja/domain';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/notify';

export type DenominationRow = { id: string; name: string };

let sequence = 0;
/** A fresh row, with a key that survives reordering. */
export function newDenominationRow(name = ''): DenominationRow {
  sequence += 1;
  return { id: `denomination-${sequence}`, name };
}

type Focus = { id: string; direction: 'up' | 'down' | 'input' };

/**
 * Up to five proposed legal names, ranked: each checked with the domain's rules as it is typed, reordered
 * with labelled up/down buttons (focus follows the moved name, and a live region says where it went).
 */
export function DenominationList(props: {
  rows: DenominationRow[];
  onChange: (rows: DenominationRow[]) => void;
  /** The society type's suffix, for the preview ("Nopal Azul, S.A.S."). */
  abbreviation: string | null;
  /** After a submit attempt: show every problem, also on fields not typed in yet. */
  showAllErrors: boolean;
  /** Problems the server found, by row id, shown until that row changes. */
  serverErrors?: Readonly<Record<string, string>>;
  /** Each name's input by position, for a form to focus the first one to fix. */
  inputRef?: (index: number, element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation('registration');
  const { rows, onChange } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  // Where the focus goes once the rows re-render after a move, a removal or an addition.
  const pendingFocus = useRef<Focus | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const names = rows.map((row) => row.name);
  const problems = checkDenominations(names);
  const repeats = findRepeatedDenominations(names);

  /**
   * A problem in words: a repeat names the two options that are the same, a typed society type the suffix Forja
   * adds; any other code (or one from the server) its error text.
   */
  const problemText = (problem: string, index: number) => {
    const first = repeats[index];
    if (problem === 'denomination_exist' && first != null) {
      return t('legal_name.repeats', { first: first + 1, n: index + 1 });
    }
    if (problem === 'denomination_society_type' && props.abbreviation) {
      return t('legal_name.society_type_in_name', { abbreviation: props.abbreviation });
    }
    return errorText(problem);
  };

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const at = (direction: Focus['direction']) => controls.current.get(`${focus.id}:${direction}`);
    const wanted = at(focus.direction);
    const fallback = focus.direction === 'up' ? at('down') : at('up');
    const target = wanted && !wanted.hasAttribute('disabled') ? wanted : (fallback ?? at('input'));
    target?.focus();
  });

  const register = (id: string, direction: Focus['direction']) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${id}:${direction}`, element);
    else controls.current.delete(`${id}:${direction}`);
  };

  const rename = (id: string, name: string) => {
    setTouched((before) => new Set(before).add(id));
    onChange(rows.map((row) => (row.id === id ? { ...row, name } : row)));
  };

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const row = rows[index];
    const other = rows[target];
    if (!row || !other) return;
    const next = [...rows];
    next[index] = other;
    next[target] = row;
    onChange(next);
    setAnnouncement(
      t('legal_name.moved', { name: row.name.trim() || t('legal_name.unnamed'), n: target + 1 }),
    );
    pendingFocus.current = { id: row.id, direction: delta < 0 ? 'up' : 'down' };
  };

  const remove = (index: number) => {
    const next = rows.filter((_, position) => position !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) pendingFocus.current = { id: neighbour.id, direction: 'input' };
  };

  const add = () => {
    const row = newDenominationRow();
    onChange([...rows, row]);
    pendingFocus.current = { id: row.id, direction: 'input' };
  };

  return (
    <Stack gap="sm">
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row, index) => {
          const n = index + 1;
          const inputId = `${row.id}-name`;
          const server = props.serverErrors?.[row.id];
          const problem = server ?? (props.showAllErrors || touched.has(row.id) ? problems[index] : null);
          const legalName = props.abbreviation ? denominationWithSuffix(row.name, props.abbreviation) : null;
          const preview = legalName ? t('legal_name.preview', { legal_name: legalName }) : undefined;
          return (
            <Paper component="li" key={row.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
                <Text component="label" htmlFor={inputId} fw={600} fz="sm">
                  {n === 1 ? t('legal_name.option_first') : t('legal_name.option', { n })}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    ref={register(row.id, 'up')}
                    variant="subtle"
                    color="gray.8"
                    size={44}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={t('legal_name.move_up', { n })}
                  >
                    <IconArrowUp size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    ref={register(row.id, 'down')}
                    variant="subtle"
                    color="gray.8"
                    size={44}
                    onClick={() => move(index, 1)}
                    disabled={index === rows.length - 1}
                    aria-label={t('legal_name.move_down', { n })}
                  >
                    <IconArrowDown size={20} aria-hidden />
                  </ActionIcon>
                  {rows.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      size={44}
                      onClick={() => remove(index)}
                      aria-label={t('legal_name.remove', { n })}
                    >
                      <IconTrash size={20} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
              <TextInput
                id={inputId}
                ref={(element: HTMLInputElement | null) => {
                  register(row.id, 'input')(element);
                  props.inputRef?.(index, element);
                }}
                value={row.name}
                onChange={(event) => rename(row.id, event.currentTarget.value)}
                description={preview}
                inputWrapperOrder={['input', 'description', 'error']}
                error={problem ? problemText(problem, index) : undefined}
                maxLength={120}
                autoComplete="off"
              />
            </Paper>
          );
        })}
      </Stack>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {rows.length < MAX_DENOMINATIONS ? (
        <Box>
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {t('legal_name.add')}
          </Button>
          {rows.length < 3 && (
            <Text fz="sm" c="gray.7" mt={6}>
              {t('legal_name.recommend')}
            </Text>
          )}
        </Box>
      ) : (
        <Text fz="sm" c="gray.7">
          {t('legal_name.limit', { max: MAX_DENOMINATIONS })}
        </Text>
      )}
    </Stack>
  );
}
