import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { sendRecoveryPasswordEntryBodySchema } from '@forja/contracts/user/recovery';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { routeUrl } from '../../../config/paths';
import { setPasswordFromLink } from '../../../features/auth/api/recovery';
import {
  PasswordHint,
  checkNewPassword,
  useNewPasswordErrorText,
} from '../../../features/auth/components/password-rules';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { PasswordField } from '../../../components/password-field';

/**
 * The API's body for a password set from the recovery link (the link's e-mail and token, the new password),
 * with the password policy and the repeated password checked first; the repetition is not sent.
 */
const newPasswordFormSchema = sendRecoveryPasswordEntryBodySchema
  .extend({ repeat: z.string() })
  .superRefine((values, context) => {
    checkNewPassword(values.password, context);
    if (values.password !== values.repeat)
      context.addIssue({ code: 'custom', path: ['repeat'], message: 'password_mismatch' });
  })
  .transform(({ identity, token, password }) => ({ identity, token, password }));
type NewPasswordValues = z.input<typeof newPasswordFormSchema>;
const NEW_PASSWORD_ERROR_TEXTS = { repeat: 'auth:new_password.mismatch' };

export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('new_password.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const form = useForm<NewPasswordValues, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: contractResolver(newPasswordFormSchema),
    defaultValues: { identity: email, token, password: '', repeat: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, NEW_PASSWORD_ERROR_TEXTS);
  const passwordErrorText = useNewPasswordErrorText(form.formState.errors, errorText);

  const submit = form.handleSubmit(async (body) => {
    try {
      await setPasswordFromLink(body);
      showSuccess(t('success:update_password'));
      await navigate(`${routeUrl(language, 'Login')}?email=${encodeURIComponent(email)}`);
    } catch (error) {
      // The policy's refusals (a common password, one too long) are told on the field, like the form's own.
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code?.startsWith('password_')) form.setError('password', { message: code }, { shouldFocus: true });
      else showError(error);
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <Stack gap="md">
        <Title order={1} fz={28}>
          {t('new_password.title')}
        </Title>
        {!token || !email ? (
          <Alert color="yellow" title={t('new_password.bad_link_title')}>
            <Text fz="sm">{t('new_password.bad_link_body')}</Text>
            <Anchor component={Link} to={routeUrl(language, 'RecoverPassword')} fz="sm">
              {t('new_password.ask_again')}
            </Anchor>
          </Alert>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <Text c="gray.7">{t('new_password.subtitle', { email })}</Text>
              <PasswordField
                label={t('new_password.password')}
                description={<PasswordHint />}
                autoComplete="new-password"
                required
                {...form.register('password')}
                error={passwordErrorText('password')}
              />
              <PasswordField
                label={t('new_password.repeat')}
                autoComplete="new-password"
                required
                {...form.register('repeat')}
                error={errorText('repeat')}
              />
              <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
                {t('new_password.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
