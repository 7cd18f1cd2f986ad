import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmailShape } from '@forja/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { sendRecoveryLink } from '../../../features/auth/api/recovery';
import { showError } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';

export function RecoverPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('recover.title'));
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isEmailShape(email)) {
      setError(t('login.email_invalid'));
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      await sendRecoveryLink(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      showError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('recover.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('recover.subtitle')}
          </Text>
        </div>
        {sentTo ? (
          <Alert
            icon={<IconMailCheck aria-hidden />}
            color="teal"
            title={t('recover.sent_title')}
            role="status"
          >
            {t('recover.sent_body', { email: sentTo })}
          </Alert>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error}
              />
              <Button type="submit" loading={submitting} fullWidth>
                {t('recover.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={routeUrl(language, 'Login')} ta="center" fz="sm">
          {t('recover.back_to_login')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
