import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { sendRecoveryPasswordBodySchema } from '@forja/contracts/user/recovery';
import { isEmailShape } from '@forja/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { sendRecoveryLink } from '../../../features/auth/api/recovery';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';

/** The API's recovery body (the account's e-mail as `identity`), with the e-mail's shape checked first. */
const recoverFormSchema = sendRecoveryPasswordBodySchema.superRefine((body, context) => {
  if (!isEmailShape(body.identity))
    context.addIssue({ code: 'custom', path: ['identity'], message: 'invalid_email' });
});
const RECOVER_ERROR_TEXTS = { identity: 'auth:login.email_invalid' };

export function RecoverPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('recover.title'));
  const language = useLanguage();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    resolver: contractResolver(recoverFormSchema),
    defaultValues: { identity: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, RECOVER_ERROR_TEXTS);

  const submit = form.handleSubmit(async ({ identity }) => {
    try {
      await sendRecoveryLink(identity);
      setSentTo(identity);
    } catch (failure) {
      showError(failure);
    }
  });

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
                {...form.register('identity')}
                error={errorText('identity')}
              />
              <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
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
