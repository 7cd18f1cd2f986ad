import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { User } from '@forja/contracts';
import type { LoginBody } from '@forja/contracts/user/login';
import { isEmailShape, parseLanguage, type Language } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import { loginWithGoogle } from '../../../features/auth/api/google';
import { fetchProfile, login } from '../../../features/auth/api/session';
import { probeStaff } from '../../../features/backoffice/api/staff';
import { GoogleSignInButton } from '../../../features/auth/components/google-sign-in-button';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { loginBodySchema } from '../../../lib/api-client/imported-schemas';
import { lazyContractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loaderLanguage, nextRouteUrl } from '../../guards';
import { useLanguage } from '../../../lib/use-language';
import { PasswordField } from '../../../components/password-field';

/** A signed-in user opening Login goes where they belong, or back to the page that sent them (`?next=`). */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  if (!hasSession()) return null;
  const user = await fetchProfile().catch(() => null);
  const next = returnPath(new URL(request.url).searchParams.get('next'));
  return user ? redirect(next ?? (await signedInDestination(loaderLanguage(request), user))) : null;
}

/** `?next=`: a page of this app (under a language) to come back to after signing in; anything else is ignored. */
function returnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return parseLanguage(value.split(/[/?#]/)[1]) ? value : null;
}

/**
 * Staff work in the back office; everyone else goes where the redirect order sends them. Only a profile marked
 * as staff asks the back office (a founder's sign-in makes no call that answers 404).
 */
async function signedInDestination(language: Language, user: User): Promise<string> {
  if (!user.is_staff || !(await probeStaff())) return nextRouteUrl(language, user);
  // The back office's navigation (and its icons) is downloaded only for staff.
  const { backofficePath } = await import('../../../features/backoffice/navigation');
  return backofficePath(language);
}

/**
 * The API's login body, with the e-mail's shape checked before asking the server; imported when the form is
 * first checked, so the page shows before the contract's schema and zod are downloaded.
 */
const loginFormSchema = () =>
  loginBodySchema().then((schema) =>
    schema.superRefine((body, context) => {
      if (!isEmailShape(body.email))
        context.addIssue({ code: 'custom', path: ['email'], message: 'invalid_email' });
    }),
  );
const LOGIN_ERROR_TEXTS = { email: 'auth:login.email_invalid', password: 'auth:login.password_required' };

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = returnPath(params.get('next'));
  const form = useForm<LoginBody>({
    resolver: lazyContractResolver(loginFormSchema),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, LOGIN_ERROR_TEXTS);
  const submitting = form.formState.isSubmitting;
  const googleClientId = useAppConfig()?.google_client_id;
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleUnregistered, setGoogleUnregistered] = useState(false);

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const user = await login(body);
        await navigate(returnTo ?? (await signedInDestination(language, user)));
      } catch (error) {
        showError(error);
      }
    },
    // The form's check could not be downloaded: said like any other failed call.
    (errors) => {
      if (errors.root) showError(new ApiError(0, ['network_error']));
    },
  );

  /** Google's ID token signs in like a password does; a Google account without a Forja account is told where to go. */
  const signInWithGoogle = async (idToken: string) => {
    if (googleBusy || submitting) return;
    setGoogleUnregistered(false);
    setGoogleBusy(true);
    try {
      const user = await loginWithGoogle(idToken);
      void navigate(returnTo ?? (await signedInDestination(language, user)));
    } catch (error) {
      if (error instanceof ApiError && error.codes[0] === 'google_account_not_registered') {
        setGoogleUnregistered(true);
      } else {
        showError(error);
      }
      setGoogleBusy(false);
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
      {/* Posted, not sent in the address, if the prerendered page's form is sent before the script has run. */}
      <form method="post" onSubmit={(event) => void submit(event)} noValidate>
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
            {...form.register('email')}
            error={errorText('email')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errorText('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={routeUrl(language, 'RecoverPassword')} fz="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth>
            {t('login.submit')}
          </Button>
          <GoogleSignInButton
            clientId={googleClientId}
            text="signin_with"
            busy={googleBusy}
            onCredential={(idToken) => void signInWithGoogle(idToken)}
          />
          {googleUnregistered && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert">
              <Text size="sm" c="gray.9">
                {t('login.google_not_registered')}{' '}
                <Anchor component={Link} to={routeUrl(language, 'Options')} fz="sm">
                  {t('login.google_register')}
                </Anchor>
              </Text>
            </Alert>
          )}
          <Text ta="center" fz="sm">
            {t('login.no_account')}{' '}
            <Anchor component={Link} to={routeUrl(language, 'Options')}>
              {t('login.create_company')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
