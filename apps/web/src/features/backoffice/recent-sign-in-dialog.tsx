import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/notify';
import { onPasswordConfirmationNeeded } from './api/backoffice-request';
import { confirmStaffSession, sendStaffCode } from './api/staff';

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
  // With a code: for accounts that sign in with Google only, or a forgotten password.
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
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
            setCode('');
            setMode('password');
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

  const askForCode = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendStaffCode();
      setMode('code');
    } catch (failure) {
      setError(errorText(failure instanceof ApiError ? failure.codes[0] : undefined));
    } finally {
      setBusy(false);
    }
  };

  const proof = mode === 'password' ? password : code.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!proof) return;
    setBusy(true);
    setError(null);
    try {
      const me = await confirmStaffSession(mode === 'password' ? { password } : { code: code.trim() });
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
          <Text size="sm">{t(mode === 'password' ? 'recent_sign_in.body' : 'recent_sign_in.code_sent')}</Text>
          {mode === 'password' ? (
            <PasswordInput
              label={t('recent_sign_in.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              data-autofocus
              required
            />
          ) : (
            <TextInput
              label={t('recent_sign_in.code')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
              required
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {mode === 'password' && (
            <Button variant="subtle" onClick={() => void askForCode()} disabled={busy} px={0}>
              {t('recent_sign_in.use_code')}
            </Button>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!proof}>
              {t('recent_sign_in.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
