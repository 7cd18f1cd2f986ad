import { Alert, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import type { LoginBody, Partner } from '@forja/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import { createAccountByInvitationWithGoogle, loginWithGoogle } from '../../../features/auth/api/google';
import { login, logout, profileQueryOptions, startSession } from '../../../features/auth/api/session';
import {
  AccountConsentCheckbox,
  AccountFields,
  accountFormDefaults,
  accountFormSchema,
  checkAccountForm,
  googleAccountFormSchema,
  setAccountApiErrors,
  signInFormSchema,
  type AccountBody,
  type AccountFormTexts,
  type AccountFormValues,
} from '../../../features/auth/components/account-form';
import { GoogleSignInButton } from '../../../features/auth/components/google-sign-in-button';
import { signUpConsent } from '../../../features/legal/api/legal-documents';
import { attachPartnerByInvitation, createUserByPartner } from '../../../features/partners/api/partner';
import {
  invitationToken,
  markInvitationUsed,
  readInvitation,
} from '../../../features/partners/api/partner-access';
import { StepActions, StepHeader } from '../../../features/partners/components/step-frame';
import { accountNamesOf, phoneCountryOf } from '../../../features/partners/partner-names';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { contractResolver } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useFlow } from '../invited/use-flow';

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

const EMAIL_INVALID = 'partners:register.email_invalid';
const ACCOUNT_TEXTS: AccountFormTexts = {
  first_names: 'partners:register.first_names',
  last_names: 'partners:register.last_names',
  email: 'partners:register.email',
  password: 'partners:register.password',
  errors: {
    first_names: { required: 'partners:register.required' },
    last_names: { required: 'partners:register.required' },
    phone: 'common:phone.invalid',
    email: { required: EMAIL_INVALID, invalid_email: EMAIL_INVALID, too_big: EMAIL_INVALID },
    password: { required: 'partners:register.password_required' },
    accept_privacy: { required: 'legal:sign_up.required' },
  },
};
// The same form creates an account or, to link the invitation to one, signs in.
const createResolver = contractResolver(accountFormSchema);
const signInResolver = contractResolver(signInFormSchema);

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
  const { t: tSuccess } = useTranslation('success');
  const [signedOut, setSignedOut] = useState(false);
  const profile = useQuery({ ...profileQueryOptions(), enabled: hasSession() && !signedOut }).data;
  const signedIn = signedOut ? undefined : profile;
  const prefill = accountNamesOf(partner);
  const [mode, setMode] = useState<'create' | 'sign_in'>('create');
  const form = useForm<AccountFormValues, unknown, AccountBody | LoginBody>({
    resolver: mode === 'create' ? createResolver : signInResolver,
    defaultValues: accountFormDefaults({
      first_names: prefill.firstNames,
      last_names: prefill.lastNames,
      country: phoneCountryOf(partner),
      email: partner.email ?? '',
    }),
  });
  const [busy, setBusy] = useState(false);
  const googleClientId = useAppConfig()?.google_client_id;
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState<string>();
  const routerNavigate = useNavigate();
  const navigate = () => routerNavigate(urlOf('analyzing_data'));

  const token = invitationToken(flow.partnerId);
  const invitedEmail = partner.email;

  const attach = async () => {
    if (!token) throw new ApiError(400, ['token_and_partner_required']);
    await attachPartnerByInvitation(flow.partnerId, flow.companyId, token);
    markInvitationUsed();
  };

  const create = async (account: AccountBody) => {
    if (!token) {
      showError(new ApiError(400, ['token_and_partner_required']));
      return;
    }
    setBusy(true);
    try {
      const tokens = await createUserByPartner(flow.partnerId, {
        ...account,
        ...(await signUpConsent()),
        language: flow.language,
        company_id: flow.companyId,
        token,
      });
      markInvitationUsed();
      await startSession(tokens);
      showSuccess(tSuccess('register'));
      await navigate();
    } catch (error) {
      if (!(error instanceof ApiError && setAccountApiErrors(form, error.codes))) showError(error);
      setBusy(false);
    }
  };

  const signIn = async (credentials: LoginBody) => {
    setBusy(true);
    try {
      await login(credentials);
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
    form.clearErrors();
    const fields = checkAccountForm(form, googleAccountFormSchema);
    if (!fields) {
      const phoneMissing = form.getFieldState('phone').invalid;
      setGoogleError(t(phoneMissing ? 'register.google_needs_phone' : 'register.google_needs_terms'));
      return;
    }
    if (!token) {
      showError(new ApiError(400, ['token_and_partner_required']));
      return;
    }
    setGoogleError(undefined);
    setBusy(true);
    setGoogleBusy(true);
    try {
      const tokens = await createAccountByInvitationWithGoogle(flow.partnerId, {
        ...fields,
        ...(await signUpConsent()),
        id_token: idToken,
        language: flow.language,
        company_id: flow.companyId,
        token,
      });
      markInvitationUsed();
      await startSession(tokens);
      showSuccess(tSuccess('register'));
      await navigate();
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code === 'invalid_phone' || code === 'consent_required') setAccountApiErrors(form, [code]);
      else showError(error);
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

  const submit = form.handleSubmit(async (body) => {
    if ('first_names' in body) await create(body);
    else await signIn(body);
  });

  if (signedIn) {
    // Only the account of the invited e-mail can take the invitation (the API refuses any other): signed in
    // with another one, the partner signs out and uses that e-mail's account.
    const otherAccount = invitedEmail && invitedEmail.toLowerCase() !== signedIn.email.toLowerCase();
    const signOut = async () => {
      setBusy(true);
      await logout();
      setSignedOut(true);
      setBusy(false);
    };
    return (
      <Stack gap="lg">
        <StepHeader
          title={t('register.title_signed_in')}
          intro={
            otherAccount
              ? t('register.intro_other_account', { email: signedIn.email })
              : t('register.intro_signed_in', { email: signedIn.email })
          }
        />
        {otherAccount && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Text size="sm" c="gray.9">
              {t('register.other_email', { invited: invitedEmail, email: signedIn.email })}
            </Text>
          </Alert>
        )}
        <StepActions
          backTo={backTo}
          label={
            otherAccount ? t('register.use_invited_email', { invited: invitedEmail }) : t('register.link')
          }
          loading={busy}
          onClick={() => void (otherAccount ? signOut() : linkSignedIn())}
        />
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <StepHeader title={t('register.title')} intro={t('register.intro')} />
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => {
            setMode(value);
            form.clearErrors();
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
            <AccountFields
              form={form}
              texts={ACCOUNT_TEXTS}
              mode={mode}
              emailDescription={mode === 'create' && invitedEmail ? t('register.email_invited') : undefined}
              emailReadOnly={mode === 'create' && Boolean(invitedEmail)}
            />
          </Stack>
        </Card>
        {mode === 'create' && <AccountConsentCheckbox form={form} texts={ACCOUNT_TEXTS} />}
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
