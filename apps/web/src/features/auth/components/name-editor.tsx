import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { updateNameBodySchema, type UpdateNameBody } from '@forja/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { saveName } from '../api/account';
import { fetchProfile } from '../api/session';
import { setAccountApiErrors } from './account-form';

type Props = {
  userId: number;
  firstNames: string;
  lastNames: string;
  /** After the names are saved (the page reads the profile again). */
  onSaved: () => void;
};

/** The form's fields, in their order: the server's refusal of one (a name with emoji or markup) shows under it. */
const NAME_FIELDS = ['first_names', 'last_names'] as const;

const NAME_ERROR_TEXTS = {
  first_names: { required: 'auth:account.name_required' },
  last_names: { required: 'auth:account.name_required' },
};

/** The account holder's names with "Correct my name": an inline form, saved and audited by the API. */
export function NameEditor({ userId, firstNames, lastNames, onSaved }: Props) {
  const { t } = useTranslation('auth');
  const [editing, setEditing] = useState(false);
  const form = useForm<UpdateNameBody>({
    resolver: contractResolver(updateNameBodySchema),
    defaultValues: { first_names: firstNames, last_names: lastNames },
  });
  const errorText = useFieldErrorText(form.formState.errors, NAME_ERROR_TEXTS);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (names) => {
    try {
      await saveName(userId, names);
      await fetchProfile(true);
      showSuccess(t('account.name_saved'));
      setEditing(false);
      onSaved();
    } catch (caught) {
      // A name the server refuses (emoji, another script) is marked under its field; anything else is a toast.
      const marked =
        caught instanceof ApiError && setAccountApiErrors(form, caught.codes, caught.fields, NAME_FIELDS);
      if (!marked) showError(caught);
    }
  });

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
          {...form.register('first_names')}
          error={errorText('first_names')}
          maxLength={120}
          data-autofocus
        />
        <TextInput
          label={t('account.last_names')}
          autoComplete="family-name"
          {...form.register('last_names')}
          error={errorText('last_names')}
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
