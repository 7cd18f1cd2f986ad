import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { startSession } from '../../../features/auth/api/session';
import {
  AccountConsentCheckbox,
  AccountFields,
  accountFormDefaults,
  accountFormSchema,
  setAccountApiErrors,
  type AccountBody,
  type AccountFormTexts,
  type AccountFormValues,
} from '../../../features/auth/components/account-form';
import { signUpConsent } from '../../../features/legal/api/legal-documents';
import { registerAccount } from '../../../features/registration/api/register-account';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-form';
import { errorText, showError } from '../../../lib/notify';
import { phoneValueOf } from '../../../components/phone-field';
import { useLanguage } from '../../../lib/use-language';

const ACCOUNT_TEXTS: AccountFormTexts = {
  first_names: 'commissary:account.first_names',
  last_names: 'commissary:account.last_names',
  email: 'commissary:account.email',
  password: 'commissary:account.password',
  errors: {
    first_names: { required: 'commissary:account.required' },
    last_names: { required: 'commissary:account.required' },
    phone: 'common:phone.invalid',
    email: {
      required: 'commissary:account.email_invalid',
      invalid_email: 'commissary:account.email_invalid',
      too_big: 'commissary:account.email_invalid',
    },
    accept_privacy: { required: 'legal:sign_up.required' },
  },
};

type Invited = { returnTo: string; email: string | null; phone: string | null };

/**
 * A new account for the commissary (POST user/register), then back to the page that asked. It starts with the
 * address the invitation went to and the phone the founder gave for the commissary (any country's).
 */
function CreateAccountForm({ returnTo, email: invitedEmail, phone: invitedPhone }: Invited) {
  const { t } = useTranslation('commissary');
  const language = useLanguage();
  const navigate = useNavigate();
  const form = useForm<AccountFormValues, unknown, AccountBody>({
    resolver: contractResolver(accountFormSchema),
    defaultValues: accountFormDefaults({ email: invitedEmail ?? '', ...phoneValueOf(invitedPhone) }),
  });

  const submit = form.handleSubmit(async (account) => {
    try {
      const tokens = await registerAccount({ ...account, ...(await signUpConsent()), language });
      await startSession(tokens);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError && setAccountApiErrors(form, error.codes))) showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="commissary-account">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="commissary-account">
          {t('account.title')}
        </Title>
        <AccountFields form={form} texts={ACCOUNT_TEXTS} emailDescription={t('account.email_help')} />
        <AccountConsentCheckbox form={form} texts={ACCOUNT_TEXTS} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
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
export function CommissarySignIn({ returnTo, email, phone }: Invited) {
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
        {creating && <CreateAccountForm returnTo={returnTo} email={email} phone={phone} />}
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
        {/* Each refusal's text says what to do (a newer e-mail, another account, a new invitation). */}
        <Text>{errorText(code)}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={routeUrl(language, 'Companies')} variant="default">
            {t('invitation.go_home')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
