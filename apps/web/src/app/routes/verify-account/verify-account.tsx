import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PinInput,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconInbox } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { verificationCodeBodySchema, type VerificationCodeBody } from '@forja/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths, routeUrl } from '../../../config/paths';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import { fetchProfile, logout, profileQueryKey } from '../../../features/auth/api/session';
import { confirmEmail, resendConfirmationCode } from '../../../features/auth/api/verification';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loaderLanguage, nextRouteUrl, requireUser } from '../../guards';
import { useLanguage } from '../../../lib/use-language';

const RESEND_SECONDS = 60;
const CODE_ERROR_TEXTS = { code: 'auth:verify.code_required' };

/** Unconfirmed users stay here; a confirmed one goes where they belong (spec section 2). */
export async function verifyAccountLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.is_confirmed) return redirect(nextRouteUrl(loaderLanguage(request), user));
  return { user };
}

export function VerifyAccountPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verify.title'));
  const { user } = useLoaderData<typeof verifyAccountLoader>() as { user: { email: string } };
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const form = useForm<VerificationCodeBody>({
    resolver: contractResolver(verificationCodeBodySchema),
    defaultValues: { code: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, CODE_ERROR_TEXTS);
  const error = errorText('code');
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmEmail(code);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      const fresh = await fetchProfile(true);
      await navigate(nextRouteUrl(language, fresh));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) form.setValue('code', '');
      showError(failure);
    }
  });

  const resend = async () => {
    try {
      const sent = await resendConfirmationCode();
      setWait(sent.retry_after_seconds || RESEND_SECONDS);
      showSuccess(t('success:resend_code'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.codes[0] === 'code_already_sent') setWait(RESEND_SECONDS);
      showError(failure);
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} fz={28}>
              {t('verify.title')}
            </Title>
            <Text c="gray.7" mt={4}>
              {t('verify.subtitle', { email: user.email })}
            </Text>
          </div>
          <div>
            <Text component="label" htmlFor="verification-code" fw={600} fz="sm">
              {t('verify.code_label')}
            </Text>
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <PinInput
                  id="verification-code"
                  length={6}
                  type="number"
                  oneTimeCode
                  size="lg"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(error)}
                  aria-label={t('verify.code_label')}
                  getInputProps={(index) => ({ 'aria-label': t('verify.digit', { n: index + 1 }) })}
                  mt={6}
                />
              )}
            />
            {error && (
              <Text c="red.8" fz="sm" mt={4} role="alert">
                {error}
              </Text>
            )}
          </div>
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
            {t('verify.submit')}
          </Button>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button variant="subtle" onClick={() => void resend()} disabled={wait > 0} px={0}>
              {wait > 0 ? t('verify.resend_in', { seconds: wait }) : t('verify.resend')}
            </Button>
            <Anchor component={Link} to={routeUrl(language, 'EditPhoneAndEmail')} fz="sm">
              {t('verify.change_contact')}
            </Anchor>
          </Group>
          {config?.mail_outbox && (
            <Alert icon={<IconInbox aria-hidden />} color="indigo" variant="light">
              <Text fz="sm">{t('verify.dev_mailbox_hint')}</Text>
              {/* A new tab: the code form stays open here to type the code in. */}
              <Anchor
                component={Link}
                to={`${paths.devMailbox(language)}?to=${encodeURIComponent(user.email)}`}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                display="inline-flex"
                style={{ alignItems: 'center', gap: 4 }}
              >
                {t('verify.open_dev_mailbox')}
                <IconExternalLink size={14} aria-hidden />
                <VisuallyHidden>{t('common:new_tab')}</VisuallyHidden>
              </Anchor>
            </Alert>
          )}
          <Button variant="subtle" color="gray" c="gray.8" onClick={() => void logout()}>
            {t('common:sign_out')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
