import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { saveName } from '../api/account';
import { fetchProfile } from '../api/session';

type Props = {
  userId: number;
  firstNames: string;
  lastNames: string;
  /** After the names are saved (the page reads the profile again). */
  onSaved: () => void;
};

/** The account holder's names with "Correct my name": an inline form, saved and audited by the API. */
export function NameEditor({ userId, firstNames, lastNames, onSaved }: Props) {
  const { t } = useTranslation('auth');
  const [editing, setEditing] = useState(false);
  const [first, setFirst] = useState(firstNames);
  const [last, setLast] = useState(lastNames);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!first.trim() || !last.trim()) {
      setError(t('account.name_required'));
      return;
    }
    setBusy(true);
    try {
      await saveName(userId, { first_names: first.trim(), last_names: last.trim() });
      await fetchProfile(true);
      showSuccess(t('account.name_saved'));
      setEditing(false);
      onSaved();
    } catch (caught) {
      showError(caught);
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <Group gap="sm" wrap="wrap">
        <Text>
          <Text span c="gray.7">
            {t('account.name')}:{' '}
          </Text>
          {[firstNames, lastNames].filter(Boolean).join(' ')}
        </Text>
        <Anchor component="button" type="button" fz="sm" onClick={() => setEditing(true)}>
          {t('account.edit_name')}
        </Anchor>
      </Group>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t('account.first_names')}
          autoComplete="given-name"
          value={first}
          onChange={(event) => setFirst(event.currentTarget.value)}
          error={error && !first.trim() ? error : undefined}
          maxLength={120}
          data-autofocus
        />
        <TextInput
          label={t('account.last_names')}
          autoComplete="family-name"
          value={last}
          onChange={(event) => setLast(event.currentTarget.value)}
          error={error && !last.trim() ? error : undefined}
          maxLength={120}
        />
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {t('account.save_name')}
          </Button>
          <Button variant="default" onClick={() => setEditing(false)} disabled={busy}>
            {t('account.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
