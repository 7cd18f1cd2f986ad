import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COMPANY_TYPES, type User } from '@forja/contracts';
import { guardRegistration, mainPurchaseFor, resolveNextRoute } from '@forja/domain';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import { registerWithGoogle } from '../../../features/auth/api/google';
import { fetchProfile, startSession } from '../../../features/auth/api/session';
import {
  AccountConsentCheckbox,
  AccountFields,
  accountFormDefaults,
  accountFormSchema,
  checkAccountForm,
  consentFormSchema,
  googleAccountFormSchema,
  setAccountApiErrors,
  type AccountBody,
  type AccountFormTexts,
  type AccountFormValues,
} from '../../../features/auth/components/account-form';
import { GoogleSignInButton } from '../../../features/auth/components/google-sign-in-button';
import { legalDocumentsQueryOptions, signUpConsent } from '../../../features/legal/api/legal-documents';
import { catalogueQueryOptions, useCatalogue } from '../../../features/registration/api/get-catalogue';
import { registerAccount } from '../../../features/registration/api/register-account';
import { companyBodyFromDraft, registerCompany } from '../../../features/registration/api/register-company';
import { PriceSummary } from '../../../features/registration/components/price-summary';
import { StepActions } from '../../../features/registration/components/step-actions';
import { clearDraft, readDraft, updateDraft, useDraft } from '../../../features/registration/draft';
import { keepFormDraft, readFormDraft, useFormDraft } from '../../../lib/form-draft';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { contractResolver } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import type { LegalNameState } from './legal-name';
import { registrationGuard } from './registration-guard';

const guard = registrationGuard('PersonalInformation');

/** The account fields typed on this step kept for the tab until the company is registered (not the password). */
const ACCOUNT_DRAFT_KEY = 'register_account_draft';
const ACCOUNT_DRAFT_FIELDS = ['first_names', 'last_names', 'country', 'phone', 'email'] as const;

/** Guarded like every step; a founder who is already signed in only registers the company. */
export async function personalInformationLoader(args: LoaderFunctionArgs) {
  guard(args);
  void queryClient.prefetchQuery(catalogueQueryOptions());
  void queryClient.prefetchQuery(legalDocumentsQueryOptions());
  const user = hasSession() ? await fetchProfile().catch(() => null) : null;
  return { user };
}

const CHECK_FIELD = 'registration:personal.check_field';
const EMAIL_INVALID = 'registration:personal.email_invalid';
const ACCOUNT_TEXTS: AccountFormTexts = {
  first_names: 'registration:personal.first_names',
  last_names: 'registration:personal.last_names',
  email: 'registration:personal.email',
  password: 'registration:personal.password',
  errors: {
    first_names: { required: 'registration:personal.first_names_required', check_field: CHECK_FIELD },
    last_names: { required: 'registration:personal.last_names_required', check_field: CHECK_FIELD },
    phone: { default: 'common:phone.invalid', check_field: CHECK_FIELD },
    email: {
      required: EMAIL_INVALID,
      invalid_email: EMAIL_INVALID,
      too_big: EMAIL_INVALID,
      check_field: CHECK_FIELD,
    },
    password: { check_field: CHECK_FIELD },
    accept_privacy: { required: 'registration:personal.terms_required' },
  },
};
// A founder who is signed in only ticks the sign-up checkbox.
const accountResolver = contractResolver(accountFormSchema);
const consentResolver = contractResolver(consentFormSchema);

/** Step 5: the founder's account (unless signed in), then the company; lands where the domain says. */
export function PersonalInformationPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('steps.names.PersonalInformation'));
  const language = useLanguage();
  const navigate = useNavigate();
  const loaded = useLoaderData<Awaited<ReturnType<typeof personalInformationLoader>>>();
  const [draft] = useDraft();
  const catalogue = useCatalogue();
  const [account, setAccount] = useState<User | null>(loaded.user);
  const [initial] = useState(() =>
    accountFormDefaults({
      country: draft.country?.alpha_code ?? 'MX',
      phone: draft.phone ?? '',
      email: draft.email ?? '',
    }),
  );
  const form = useForm<AccountFormValues, unknown, AccountBody | { accept_privacy: boolean }>({
    resolver: account ? consentResolver : accountResolver,
    // What was typed here and not sent yet (going back a step, a reload) comes back; the password does not.
    defaultValues: { ...initial, ...readFormDraft(ACCOUNT_DRAFT_KEY, ACCOUNT_DRAFT_FIELDS) },
  });
  useFormDraft(form, ACCOUNT_DRAFT_KEY, initial, ACCOUNT_DRAFT_FIELDS);
  const googleClientId = useAppConfig()?.google_client_id;
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState<string>();
  // The company's registration keeps the button busy until the page changes (or sends the founder back).
  const [registering, setRegistering] = useState(false);
  const submitting = form.formState.isSubmitting || googleBusy || registering;

  /** Creates the account and starts its session; answers the signed-in user, or null when it failed. */
  const createAccount = async (body: AccountBody): Promise<User | null> => {
    try {
      const tokens = await registerAccount({ ...body, ...(await signUpConsent()), language });
      const user = await startSession(tokens);
      setAccount(user);
      return user;
    } catch (error) {
      if (!(error instanceof ApiError && setAccountApiErrors(form, error.codes, error.fields)))
        showError(error);
      return null;
    }
  };

  /** Sends the founder back to the step whose data the server refused; answers whether it did. */
  const returnToStep = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const stored = readDraft();
    const names = [...stored.legal_names]
      .filter((denomination) => denomination.name.trim() !== '')
      .sort((a, b) => a.priority - b.priority);
    const denominationErrors = error.fields.flatMap(({ path, code }) => {
      const match = /^legal_names\.(\d+)\.name$/.exec(path);
      const name = match ? names[Number(match[1])]?.name : undefined;
      return name ? [{ name, code }] : [];
    });
    const code = error.codes[0];
    if (denominationErrors.length > 0 || code === 'void_special_characters') {
      const state: LegalNameState = {
        denominationErrors,
        companyNameError: code === 'void_special_characters' ? code : undefined,
      };
      void navigate(routeUrl(language, 'LegalName'), { state });
      return true;
    }
    if (code === 'invalid_type') {
      void navigate(routeUrl(language, 'TypeSociety'));
      return true;
    }
    return false;
  };

  const submit = form.handleSubmit(async (body) => {
    let user = account;
    if (!user && 'email' in body) {
      updateDraft({
        email: body.email,
        phone: body.phone,
        country: { lada: body.phone_country_code, alpha_code: form.getValues('country') },
      });
      user = await createAccount(body);
    }
    if (user) await registerCompanyFor(user, { contactOfAccount: account !== null });
  });

  /**
   * Registers the draft's company for the signed-in founder and goes where the domain says. The contact is
   * the account's when it existed before this step (or came from Google), else what the form stored.
   */
  const registerCompanyFor = async (user: User, { contactOfAccount }: { contactOfAccount: boolean }) => {
    setRegistering(true);
    try {
      let stored = readDraft();
      if (stored.company_package === null && stored.legal_representation !== null) {
        const fresh = await queryClient.fetchQuery(catalogueQueryOptions()).catch(() => null);
        const pack =
          fresh &&
          mainPurchaseFor(fresh, {
            amazon_customer: false,
            legal_representation: stored.legal_representation,
          });
        if (pack) stored = updateDraft({ company_package: pack.pack.key });
      }
      const contact = contactOfAccount
        ? {
            phone: user.phone,
            email: user.email,
            country:
              user.phone_country_code && user.phone_alpha_code
                ? { lada: user.phone_country_code, alpha_code: user.phone_alpha_code }
                : null,
          }
        : { phone: stored.phone, email: stored.email, country: stored.country };
      const body = companyBodyFromDraft(stored, contact);
      if (!body) {
        // An old or hand-edited draft: back to the first step that is missing something.
        const target = guardRegistration(stored, 'PersonalInformation');
        const validType = (COMPANY_TYPES as readonly string[]).includes(stored.company_type ?? '');
        void navigate(routeUrl(language, target ?? (validType ? 'LegalName' : 'TypeSociety')));
        return;
      }
      const company = await registerCompany(body);
      clearDraft();
      keepFormDraft(ACCOUNT_DRAFT_KEY, null);
      // The company exists now: a failed profile refresh must not keep the founder here.
      const fresh = (await fetchProfile(true).catch(() => null)) ?? user;
      showSuccess(t('success:create_company'));
      void navigate(
        routeUrl(language, resolveNextRoute({ user: fresh, company, companyIdInPath: company.id })),
      );
    } catch (error) {
      showError(error);
      if (!returnToStep(error)) setRegistering(false);
    }
  };

  /**
   * Sign-up with Google: the account takes the Google account's e-mail (confirmed) and names (unless typed
   * here), with the phone of the form; then the company is registered as after a password sign-up.
   */
  const signUpWithGoogle = async (idToken: string) => {
    if (submitting || account) return;
    form.clearErrors();
    const fields = checkAccountForm(form, googleAccountFormSchema);
    if (!fields) {
      setGoogleError(t('personal.google_needs'));
      return;
    }
    setGoogleError(undefined);
    setGoogleBusy(true);
    let user: User;
    try {
      const tokens = await registerWithGoogle({
        ...fields,
        ...(await signUpConsent()),
        id_token: idToken,
        language,
      });
      user = await startSession(tokens);
      setAccount(user);
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code === 'invalid_phone' || code === 'consent_required') {
        setAccountApiErrors(form, [code]);
      } else if (code === 'invalid_request' && !('first_names' in fields)) {
        // The Google account has no name to take: the form's is needed.
        form.setError('first_names', { message: 'required' }, { shouldFocus: true });
      } else {
        showError(error);
      }
      setGoogleBusy(false);
      return;
    }
    await registerCompanyFor(user, { contactOfAccount: true });
    setGoogleBusy(false);
  };

  const representation = draft.legal_representation ?? false;
  const names = [...draft.legal_names]
    .filter((denomination) => denomination.name.trim() !== '')
    .sort((a, b) => a.priority - b.priority);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('personal.title')}
          </Title>
          {!account && (
            <Text c="gray.7" mt="xs">
              {t('personal.subtitle')}
            </Text>
          )}
        </div>
        {account ? (
          <Alert color="forja" variant="light" icon={<IconUserCheck aria-hidden />}>
            {t('personal.signed_in', { email: account.email })}
          </Alert>
        ) : (
          <Stack gap="md">
            <AccountFields form={form} texts={ACCOUNT_TEXTS} emailDescription={t('personal.email_help')} />
          </Stack>
        )}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="summary-title">
          <Title order={2} fz="md" mb="sm" id="summary-title">
            {t('personal.summary_title')}
          </Title>
          <Stack gap={6} fz="sm">
            <SummaryRow
              label={t('personal.summary_representation')}
              value={
                representation
                  ? t('personal.summary_representation_forja')
                  : t('personal.summary_representation_own')
              }
              editTo={routeUrl(language, 'Options')}
            />
            <SummaryRow
              label={t('personal.summary_type')}
              value={draft.type_society ?? ''}
              editTo={routeUrl(language, 'TypeSociety')}
            />
            <SummaryRow
              label={t('personal.summary_company_name')}
              value={draft.company_name ?? ''}
              editTo={routeUrl(language, 'LegalName')}
            />
            <SummaryRow
              label={t('personal.summary_denominations')}
              value={names.map((denomination, index) => `${index + 1}. ${denomination.name}`).join(' · ')}
              editTo={routeUrl(language, 'LegalName')}
            />
          </Stack>
          <Paper bg="gray.0" radius="md" p="sm" mt="md">
            <PriceSummary
              catalogue={catalogue.data}
              loading={catalogue.isPending}
              legalRepresentation={representation}
            />
          </Paper>
        </Paper>
        <AccountConsentCheckbox form={form} texts={ACCOUNT_TEXTS} />
        <StepActions
          backTo={routeUrl(language, 'LegalName')}
          submitLabel={t('personal.submit')}
          loading={submitting}
        />
        {!account && (
          <GoogleSignInButton
            clientId={googleClientId}
            text="signup_with"
            hint={t('personal.google_hint')}
            error={googleError}
            busy={googleBusy}
            onCredential={(idToken) => void signUpWithGoogle(idToken)}
          />
        )}
      </Stack>
    </form>
  );
}

function SummaryRow(props: { label: string; value: string; editTo: string }) {
  const { t } = useTranslation('registration');
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" c="gray.7">
          {props.label}
        </Text>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {props.value}
        </Text>
      </div>
      <Button
        component={Link}
        to={props.editTo}
        variant="subtle"
        px="xs"
        my={-8}
        fz="sm"
        aria-label={`${t('personal.edit')}: ${props.label}`}
        style={{ flexShrink: 0 }}
      >
        {t('personal.edit')}
      </Button>
    </Group>
  );
}
