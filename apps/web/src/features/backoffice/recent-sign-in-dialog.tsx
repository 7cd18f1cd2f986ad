import { confirmStaffSessionBodySchema } from '@forja/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../lib/contract-form';
import { errorText } from '../../lib/notify';
import { onPasswordConfirmationNeeded } from './api/backoffice-request';
import { confirmStaffSession, sendStaffCode } from './api/staff';
import { PasswordField } from '../../components/password-field';

type Mode = 'password' | 'code';
type ProofValues = { password: string; code: string };

/** The API's body (POST backoffice/session/confirm) from what the dialog asks: the password, or the code. */
const proofSchema = (mode: Mode) =>
  z.preprocess(
    (values: ProofValues) => (mode === 'password' ? { password: values.password } : { code: values.code }),
    confirmStaffSessionBodySchema,
  );
const PROOF_ERROR_TEXTS = { code: { default: 'errors:codes.code_invalid' } };
const EMPTY_PROOF: ProofValues = { password: '', code: '' };

/**
 * Asks for the password again when an act answers recent_sign_in_required (15 minutes idle), then lets
 * the act go through. Cancelling leaves the act undone and nothing changed.
 */
export function RecentSignInDialog() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const pending = useRef<((confirmed: boolean) => void) | null>(null);
  const [opened, setOpened] = useState(false);
  // With a code: for accounts that sign in with Google only, or a forgotten password.
  const [mode, setMode] = useState<Mode>('password');
  const schema = useMemo(() => proofSchema(mode), [mode]);
  const form = useForm<ProofValues, unknown, z.output<typeof schema>>({
    resolver: contractResolver(schema),
    defaultValues: EMPTY_PROOF,
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors, PROOF_ERROR_TEXTS);
  const [error, setError] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const busy = sendingCode || form.formState.isSubmitting;
  const [password, code] = useWatch({ control: form.control, name: ['password', 'code'] });

  useEffect(
    () =>
      onPasswordConfirmationNeeded(
        () =>
          new Promise<boolean>((resolve) => {
            pending.current?.(false);
            pending.current = resolve;
            form.reset(EMPTY_PROOF);
            setMode('password');
            setError(null);
            setOpened(true);
          }),
      ),
    [form],
  );

  const finish = (confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setOpened(false);
  };

  const askForCode = async () => {
    setSendingCode(true);
    setError(null);
    try {
      await sendStaffCode();
      setMode('code');
    } catch (failure) {
      setError(errorText(failure instanceof ApiError ? failure.codes[0] : undefined));
    } finally {
      setSendingCode(false);
    }
  };

  const proof = mode === 'password' ? password : code.trim();

  const confirm = async (body: z.output<typeof schema>) => {
    setError(null);
    try {
      const me = await confirmStaffSession(
        body.code === undefined ? { password: body.password ?? '' } : { code: body.code },
      );
      queryClient.setQueryData(['backoffice', 'me'], me);
      finish(true);
    } catch (failure) {
      setError(errorText(failure instanceof ApiError ? failure.codes[0] : undefined));
    }
  };

  return (
    <Modal opened={opened} onClose={() => finish(false)} title={t('recent_sign_in.title')} centered>
      <form onSubmit={(event) => void form.handleSubmit(confirm)(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(mode === 'password' ? 'recent_sign_in.body' : 'recent_sign_in.code_sent')}</Text>
          {mode === 'password' ? (
            <PasswordField
              key="password"
              label={t('recent_sign_in.password')}
              {...form.register('password')}
              error={fieldErrorText('password')}
              autoComplete="current-password"
              data-autofocus
              required
            />
          ) : (
            <TextInput
              key="code"
              label={t('recent_sign_in.code')}
              {...form.register('code')}
              error={fieldErrorText('code')}
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
