import {
  Alert,
  Card,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Partner } from '@forja/contracts';
import { isEmailShape, normalizePhone } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import { createAccountByInvitationWithGoogle, loginWithGoogle } from '../../../features/auth/api/google';
import { login, profileQueryOptions, startSession } from '../../../features/auth/api/session';
import { GoogleSignInButton } from '../../../features/auth/components/google-sign-in-button';
import { PasswordHint, passwordError } from '../../../features/auth/components/password-rules';
import { PhoneField, callingCode, type PhoneValue } from '../../../features/auth/components/phone-field';
import { signUpConsent } from '../../../features/legal/api/legal-documents';
import { SignUpConsentCheckbox } from '../../../features/legal/components/legal-links';
import { attachPartnerByInvitation, createUserByPartner } from '../../../features/partners/api/partner';
import {
  invitationToken,
  markInvitationUsed,
  readInvitation,
} from '../../../features/partners/api/partner-access';
import { StepActions, StepHeader } from '../../../features/partners/components/step-frame';
import { accountNamesOf } from '../../../features/partners/partner-names';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useFlow } from './flow-pages';

/** Once the invitation is used (an account was made or linked), register is done: on to analyzing_data. */
export function invitedRegisterLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const invitation = readInvitation();
  if (
    hasSession() &&
    invitation &&
    !invitation.token &&
    invitation.partner === url.searchParams.get('partner')
  )
    return redirect(url.pathname.replace(/register$/, 'analyzing_data') + url.search);
  return null;
}

type Field = 'first_names' | 'last_names' | 'phone' | 'email' | 'password' | 'terms';
type Errors = Partial<Record<Field, string>>;

function fieldOfCode(code: string): Field | null {
  if (code === 'consent_required') return 'terms';
  if (code.startsWith('email_')) return 'email';
  if (code === 'invalid_phone') return 'phone';
  if (code.startsWith('password_')) return 'password';
  return null;
}

/**
 * InvitedRegister: the invited partner creates their account with the invitation (`user/create-by-partner`),
 * or signs in and links the invitation to the account they have (`attach-partner-with-company-by-invitation`).
 * Then the session's tokens are kept like after a sign-in, and calls go with them instead of the token.
 * The form opens once the partner is read, prefilled with the names and e-mail of the partner record.
 */
export function InvitedRegisterPage() {
  const { flow, partner, backTo, urlOf } = useFlow('register');
  if (!partner) return <PageLoader />;
  return <InvitedRegister key={partner.id} flow={flow} partner={partner} backTo={backTo} urlOf={urlOf} />;
}

type FlowState = ReturnType<typeof useFlow>;

function InvitedRegister({
  flow,
  partner,
  backTo,
  urlOf,
}: Pick<FlowState, 'flow' | 'backTo' | 'urlOf'> & { partner: Partner }) {
  const { t } = useTranslation('partners');
  const { t: tAuth } = useTranslation('auth');
  const { t: tSuccess } = useTranslation('success');
  const { t: tLegal } = useTranslation('legal');
  const signedIn = useQuery({ ...profileQueryOptions(), enabled: hasSession() }).data;
  const prefill = accountNamesOf(partner);
  const [mode, setMode] = useState<'create' | 'sign_in'>('create');
  const [firstNames, setFirstNames] = useState(prefill.firstNames);
  const [lastNames, setLastNames] = useState(prefill.lastNames);
  const [phone, setPhone] = useState<PhoneValue>({ country: 'MX', phone: '' });
  const [email, setEmail] = useState(partner.email ?? '');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const googleClientId = useAppConfig()?.google_client_id;
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const routerNavigate = useNavigate();
  const navigate = () => routerNavigate(urlOf('analyzing_data'));

  const token = invitationToken(flow.partnerId);
  const invitedEmail = partner.email;

  const focusFirstError = () =>
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const attach = async () => {
    if (!token) throw new ApiError(400, ['token_and_partner_required']);
    await attachPartnerByInvitation(flow.partnerId, flow.companyId, token);
    markInvitationUsed();
  };

  const create = async () => {
    const next: Errors = {};
    if (firstNames.trim() === '') next.first_names = t('register.required');
    if (lastNames.trim() === '') next.last_names = t('register.required');
    const normalized = normalizePhone(callingCode(phone.country), phone.phone);
    if (!normalized) next.phone = tAuth('phone.invalid');
    if (!isEmailShape(email)) next.email = t('register.email_invalid');
    const problem = passwordError(password, tAuth);
    if (problem) next.password = problem;
    if (!terms) next.terms = tLegal('sign_up.required');
    setErrors(next);
    if (Object.keys(next).length > 0 || !normalized) {
      focusFirstError();
      return;
    }
    if (!token) {
      showError(new ApiError(400, ['token_and_partner_required']));
      return;
    }
    setBusy(true);
    try {
      const tokens = await createUserByPartner(flow.partnerId, {
        ...(await signUpConsent()),
        email: email.trim(),
        password,
        first_names: firstNames.trim(),
        last_names: lastNames.trim(),
        phone: normalized.national,
        phone_country_code: normalized.countryCallingCode,
        language: flow.language,
        company_id: flow.companyId,
        token,
      });
      markInvitationUsed();
      await startSession(tokens);
      showSuccess(tSuccess('register'));
      await navigate();
    } catch (error) {
      const found: Errors = {};
      if (error instanceof ApiError) {
        for (const code of error.codes) {
          const field = fieldOfCode(code);
          if (field) found[field] ??= errorText(code);
        }
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

  const signIn = async () => {
    const next: Errors = {};
    if (!isEmailShape(email)) next.email = t('register.email_invalid');
    if (password === '') next.password = t('register.password_required');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await login({ email: email.trim(), password });
      await attach();
      showSuccess(t('register.linked_toast'));
      await navigate();
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  const linkSignedIn = async () => {
    setBusy(true);
    try {
      await attach();
      showSuccess(t('register.linked_toast'));
      await navigate();
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  /**
   * The account from the Google account whose e-mail is the invited one (`user/create-by-partner/google`):
   * created with the form's phone and names, or the existing account of that e-mail, linked.
   */
  const createWithGoogle = async (idToken: string) => {
    const normalized = normalizePhone(callingCode(phone.country), phone.phone);
    if (!normalized || !terms) {
      setErrors({
        ...(normalized ? {} : { phone: tAuth('phone.invalid') }),
        ...(terms ? {} : { terms: tLegal('sign_up.required') }),
      });
      setGoogleError(t(normalized ? 'register.google_needs_terms' : 'register.google_needs_phone'));
      focusFirstError();
      return;
    }
    if (!token) {
      showError(new ApiError(400, ['token_and_partner_required']));
      return;
    }
    setErrors({});
    setGoogleError(undefined);
    setBusy(true);
    setGoogleBusy(true);
    try {
      const tokens = await createAccountByInvitationWithGoogle(flow.partnerId, {
        ...(await signUpConsent()),
        id_token: idToken,
        phone: normalized.national,
        phone_country_code: normalized.countryCallingCode,
        language: flow.language,
        ...(firstNames.trim() ? { first_names: firstNames.trim() } : {}),
        ...(lastNames.trim() ? { last_names: lastNames.trim() } : {}),
        company_id: flow.companyId,
        token,
      });
      markInvitationUsed();
      await startSession(tokens);
      showSuccess(tSuccess('register'));
      await navigate();
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code === 'invalid_phone' || code === 'consent_required') {
        setErrors(code === 'invalid_phone' ? { phone: errorText(code) } : { terms: errorText(code) });
        focusFirstError();
      } else {
        showError(error);
      }
      setBusy(false);
      setGoogleBusy(false);
    }
  };

  /** Signs in with Google (`user/login-google`), then links the invitation like a password sign-in does. */
  const signInWithGoogle = async (idToken: string) => {
    setGoogleError(undefined);
    setBusy(true);
    setGoogleBusy(true);
    try {
      await loginWithGoogle(idToken);
      await attach();
      showSuccess(t('register.linked_toast'));
      await navigate();
    } catch (error) {
      showError(error);
      // No Forja account for that Google account yet: the partner creates one here.
      if (error instanceof ApiError && error.codes[0] === 'google_account_not_registered') setMode('create');
      setBusy(false);
      setGoogleBusy(false);
    }
  };

  const onGoogleCredential = (idToken: string) => {
    if (busy) return;
    void (mode === 'create' ? createWithGoogle(idToken) : signInWithGoogle(idToken));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (mode === 'create' ? create() : signIn());
  };

  if (signedIn) {
    return (
      <Stack gap="lg">
        <StepHeader
          title={t('register.title_signed_in')}
          intro={t('register.intro_signed_in', { email: signedIn.email })}
        />
        {invitedEmail && invitedEmail.toLowerCase() !== signedIn.email.toLowerCase() && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Text size="sm" c="gray.9">
              {t('register.other_email', { invited: invitedEmail, email: signedIn.email })}
            </Text>
          </Alert>
        )}
        <StepActions
          backTo={backTo}
          label={t('register.link')}
          loading={busy}
          onClick={() => void linkSignedIn()}
        />
      </Stack>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeader title={t('register.title')} intro={t('register.intro')} />
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => {
            setMode(value);
            setErrors({});
            setGoogleError(undefined);
          }}
          data={[
            { value: 'create', label: t('register.mode_create') },
            { value: 'sign_in', label: t('register.mode_sign_in') },
          ]}
          aria-label={t('register.mode_label')}
        />
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            {mode === 'create' && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('register.first_names')}
                    value={firstNames}
                    onChange={(event) => setFirstNames(event.currentTarget.value)}
                    error={errors.first_names}
                    autoComplete="given-name"
                    required
                  />
                  <TextInput
                    label={t('register.last_names')}
                    value={lastNames}
                    onChange={(event) => setLastNames(event.currentTarget.value)}
                    error={errors.last_names}
                    autoComplete="family-name"
                    required
                  />
                </SimpleGrid>
                <PhoneField value={phone} onChange={setPhone} error={errors.phone} required />
              </>
            )}
            <TextInput
              label={t('register.email')}
              description={mode === 'create' && invitedEmail ? t('register.email_invited') : undefined}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              readOnly={mode === 'create' && Boolean(invitedEmail)}
              error={errors.email}
              autoComplete="email"
              required
            />
            <PasswordInput
              label={t('register.password')}
              description={mode === 'create' ? <PasswordHint /> : undefined}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
              required
            />
          </Stack>
        </Card>
        {mode === 'create' && (
          <SignUpConsentCheckbox
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setErrors((before) => ({ ...before, terms: undefined }));
            }}
            error={errors.terms}
          />
        )}
        <StepActions
          backTo={backTo}
          label={mode === 'create' ? t('register.create') : t('register.sign_in')}
          loading={busy}
        />
        {invitedEmail && (
          <GoogleSignInButton
            clientId={googleClientId}
            text={mode === 'create' ? 'signup_with' : 'signin_with'}
            hint={t(mode === 'create' ? 'register.google_hint' : 'register.google_hint_sign_in', {
              email: invitedEmail,
            })}
            error={googleError}
            busy={googleBusy}
            onCredential={onGoogleCredential}
          />
        )}
      </Stack>
    </form>
  );
}
