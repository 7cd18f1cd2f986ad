import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';

type FieldErrors = { email?: string; password?: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!EMAIL_SHAPE.test(email.trim())) next.email = t('login.email_invalid');
    if (password.length === 0) next.password = t('login.password_required');
    setErrors(next);
    if (next.email || next.password) return;
    setSubmitting(true);
    try {
      await apiRequest('user/login', { body: { email: email.trim(), password } });
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} fz={28}>
              {t('login.title')}
            </Title>
            <Text c="gray.7" mt={4}>
              {t('login.subtitle')}
            </Text>
          </div>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
