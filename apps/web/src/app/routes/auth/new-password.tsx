import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { setPasswordFromLink } from '../../../features/auth/api/recovery';
import { PasswordHint, passwordError } from '../../../features/auth/components/password-rules';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';

export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('new_password.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      password: passwordError(password, t),
      repeat: password !== repeat ? t('new_password.mismatch') : undefined,
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    setSubmitting(true);
    try {
      await setPasswordFromLink({ identity: email, token, password });
      showSuccess(t('success:update_password'));
      void navigate(`${routeUrl(language, 'Login')}?email=${encodeURIComponent(email)}`);
    } catch (error) {
      showError(error);
      setSubmitting(false);
    }
  };

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
              <PasswordInput
                label={t('new_password.password')}
                description={<PasswordHint />}
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={errors.password}
              />
              <PasswordInput
                label={t('new_password.repeat')}
                autoComplete="new-password"
                required
                value={repeat}
                onChange={(event) => setRepeat(event.currentTarget.value)}
                error={errors.repeat}
              />
              <Button type="submit" loading={submitting} fullWidth>
                {t('new_password.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
