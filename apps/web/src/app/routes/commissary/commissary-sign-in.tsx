import { Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmailShape, normalizePhone } from '@forja/domain';
import { IconAlertTriangle, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { startSession } from '../../../features/auth/api/session';
import { PasswordHint, passwordError } from '../../../features/auth/components/password-rules';
import { PhoneField, callingCode, type PhoneValue } from '../../../features/auth/components/phone-field';
import { signUpConsent } from '../../../features/legal/api/legal-documents';
import { SignUpConsentCheckbox } from '../../../features/legal/components/legal-links';
import { registerAccount } from '../../../features/registration/api/register-account';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';

type Field = 'first_names' | 'last_names' | 'phone' | 'email' | 'password' | 'terms';
type Errors = Partial<Record<Field, string>>;

function fieldOfCode(code: string): Field | null {
  if (code === 'consent_required') return 'terms';
  if (code.startsWith('email_')) return 'email';
  if (code === 'invalid_phone') return 'phone';
  if (code.startsWith('password_')) return 'password';
  return null;
}

/** A new account for the commissary (POST user/register), then back to the page that asked. */
function CreateAccountForm({ returnTo, email: invitedEmail }: { returnTo: string; email: string | null }) {
  const { t } = useTranslation('commissary');
  const { t: tAuth } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const [firstNames, setFirstNames] = useState('');
  const [lastNames, setLastNames] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ country: 'MX', phone: '' });
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { t: tLegal } = useTranslation('legal');

  const focusFirstError = () =>
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (firstNames.trim() === '') next.first_names = t('account.required');
    if (lastNames.trim() === '') next.last_names = t('account.required');
    const normalized = normalizePhone(callingCode(phone.country), phone.phone);
    if (!normalized) next.phone = tAuth('phone.invalid');
    if (!isEmailShape(email)) next.email = t('account.email_invalid');
    const problem = passwordError(password, tAuth);
    if (problem) next.password = problem;
    if (!terms) next.terms = tLegal('sign_up.required');
    setErrors(next);
    if (Object.keys(next).length > 0 || !normalized) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      const tokens = await registerAccount({
        ...(await signUpConsent()),
        email: email.trim(),
        password,
        first_names: firstNames.trim(),
        last_names: lastNames.trim(),
        phone: normalized.national,
        phone_country_code: normalized.countryCallingCode,
        language,
      });
      await startSession(tokens);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      const found: Errors = {};
      if (error instanceof ApiError)
        for (const code of error.codes) {
          const field = fieldOfCode(code);
          if (field) found[field] ??= errorText(code);
        }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstError();
      } else {
        showError(error);
      }
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="commissary-account">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="commissary-account">
          {t('account.title')}
        </Title>
        <TextInput
          label={t('account.first_names')}
          required
          value={firstNames}
          onChange={(event) => setFirstNames(event.currentTarget.value)}
          error={errors.first_names}
          autoComplete="given-name"
        />
        <TextInput
          label={t('account.last_names')}
          required
          value={lastNames}
          onChange={(event) => setLastNames(event.currentTarget.value)}
          error={errors.last_names}
          autoComplete="family-name"
        />
        <PhoneField value={phone} onChange={setPhone} error={errors.phone} required />
        <TextInput
          label={t('account.email')}
          description={t('account.email_help')}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          autoComplete="email"
        />
        <PasswordInput
          label={t('account.password')}
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          autoComplete="new-password"
        />
        <PasswordHint />
        <SignUpConsentCheckbox
          checked={terms}
          onChange={(checked) => {
            setTerms(checked);
            setErrors((before) => ({ ...before, terms: undefined }));
          }}
          error={errors.terms}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('account.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The commissary is not signed in: why an account is needed, and the way to sign in (Login with `?next=`
 * back here, the invitation's token included) or to create an account here.
 */
export function CommissarySignIn({ returnTo, email }: { returnTo: string; email: string | null }) {
  const { t } = useTranslation('commissary');
  const language = useLanguage();
  const [creating, setCreating] = useState(false);
  const loginUrl = routeUrl(language, {
    name: 'Login',
    params: {},
    query: email ? { next: returnTo, email } : { next: returnTo },
  });
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('sign_in.title')}
        </Title>
        <Text>{t('sign_in.intro')}</Text>
        <Text size="sm" c="gray.7">
          {t('sign_in.what_is')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={loginUrl} leftSection={<IconLogin size={18} aria-hidden />}>
            {t('sign_in.sign_in')}
          </Button>
          {!creating && (
            <Button
              variant="default"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              {t('sign_in.create')}
            </Button>
          )}
        </Group>
        {creating && <CreateAccountForm returnTo={returnTo} email={email} />}
      </Stack>
    </Card>
  );
}

/** The invitation could not be taken: what happened, and what to do. */
export function CommissaryInvitationProblem({ code }: { code: string }) {
  const { t } = useTranslation('commissary');
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={28}
            color="var(--mantine-color-orange-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('invitation.problem_title')}
          </Title>
        </Group>
        <Text>{errorText(code)}</Text>
        <Text size="sm" c="gray.7">
          {t('invitation.problem_hint')}
        </Text>
        <Group justify="flex-end">
          <Button component={Link} to={routeUrl(language, 'Companies')} variant="default">
            {t('invitation.go_home')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
