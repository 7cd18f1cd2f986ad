import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/notify';
import { onPasswordConfirmationNeeded } from './api/backoffice-request';
import { confirmStaffPassword } from './api/staff';

/**
 * Asks for the password again when an act answers recent_sign_in_required (15 minutes idle), then lets
 * the act go through. Cancelling leaves the act undone and nothing changed.
 */
export function RecentSignInDialog() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const pending = useRef<((confirmed: boolean) => void) | null>(null);
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      onPasswordConfirmationNeeded(
        () =>
          new Promise<boolean>((resolve) => {
            pending.current?.(false);
            pending.current = resolve;
            setPassword('');
            setError(null);
            setOpened(true);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setOpened(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      const me = await confirmStaffPassword(password);
      queryClient.setQueryData(['backoffice', 'me'], me);
      finish(true);
    } catch (failure) {
      setError(errorText(failure instanceof ApiError ? failure.codes[0] : undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={() => finish(false)} title={t('recent_sign_in.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('recent_sign_in.body')}</Text>
          <PasswordInput
            label={t('recent_sign_in.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            data-autofocus
            required
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!password}>
              {t('recent_sign_in.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
