import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { COMPANY_TYPES, type User } from '@forja/contracts';
import {
  guardRegistration,
  isEmailShape,
  mainPurchaseFor,
  normalizePhone,
  resolveNextRoute,
} from '@forja/domain';
import { IconUserCheck } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useAppConfig } from '../../../features/app-config/get-app-config';
import { registerWithGoogle } from '../../../features/auth/api/google';
import { fetchProfile, startSession } from '../../../features/auth/api/session';
import { GoogleSignInButton } from '../../../features/auth/components/google-sign-in-button';
import { PasswordHint, passwordError } from '../../../features/auth/components/password-rules';
import { PhoneField, callingCode, type PhoneValue } from '../../../features/auth/components/phone-field';
import { legalDocumentsQueryOptions, signUpConsent } from '../../../features/legal/api/legal-documents';
import { SignUpConsentCheckbox } from '../../../features/legal/components/legal-links';
import { catalogueQueryOptions, useCatalogue } from '../../../features/registration/api/get-catalogue';
import { registerAccount } from '../../../features/registration/api/register-account';
import { companyBodyFromDraft, registerCompany } from '../../../features/registration/api/register-company';
import { PriceSummary } from '../../../features/registration/components/price-summary';
import { StepActions } from '../../../features/registration/components/step-actions';
import { clearDraft, readDraft, updateDraft, useDraft } from '../../../features/registration/draft';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/auth-tokens';
import { showError, showSuccess, errorText } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import type { LegalNameState } from './legal-name';
import { registrationGuard } from './registration-guard';

const guard = registrationGuard('PersonalInformation');

/** Guarded like every step; a founder who is already signed in only registers the company. */
export async function personalInformationLoader(args: LoaderFunctionArgs) {
  guard(args);
  void queryClient.prefetchQuery(catalogueQueryOptions());
  void queryClient.prefetchQuery(legalDocumentsQueryOptions());
  const user = hasSession() ? await fetchProfile().catch(() => null) : null;
  return { user };
}

type Field = 'first_names' | 'last_names' | 'phone' | 'email' | 'password' | 'terms';
type FieldErrors = Partial<Record<Field, string>>;

/** Server codes that belong under a field (the rest go to the error toast). */
function fieldOfCode(code: string): Field | null {
  if (code === 'consent_required') return 'terms';
  if (code.startsWith('email_')) return 'email';
  if (code === 'invalid_phone') return 'phone';
  if (code.startsWith('password_')) return 'password';
  return null;
}

const FIELDS: readonly Field[] = ['first_names', 'last_names', 'phone', 'email', 'password'];

/** Step 5: the founder's account (unless signed in), then the company; lands where the domain says. */
export function PersonalInformationPage() {
  const { t } = useTranslation('registration');
  const { t: tAuth } = useTranslation('auth');
  useDocumentTitle(t('steps.names.PersonalInformation'));
  const language = useLanguage();
  const navigate = useNavigate();
  const loaded = useLoaderData<Awaited<ReturnType<typeof personalInformationLoader>>>();
  const [draft] = useDraft();
  const catalogue = useCatalogue();
  const [account, setAccount] = useState<User | null>(loaded.user);
  const [firstNames, setFirstNames] = useState('');
  const [lastNames, setLastNames] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({
    country: draft.country?.alpha_code ?? 'MX',
    phone: draft.phone ?? '',
  });
  const [email, setEmail] = useState(draft.email ?? '');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const googleClientId = useAppConfig()?.google_client_id;
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = () =>
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const validate = (): FieldErrors => {
    const next: FieldErrors = {};
    if (!terms) next.terms = t('personal.terms_required');
    if (account) return next;
    if (firstNames.trim() === '') next.first_names = t('personal.first_names_required');
    if (lastNames.trim() === '') next.last_names = t('personal.last_names_required');
    if (!normalizePhone(callingCode(phone.country), phone.phone)) next.phone = tAuth('phone.invalid');
    if (!isEmailShape(email)) next.email = t('personal.email_invalid');
    const passwordProblem = passwordError(password, tAuth);
    if (passwordProblem) next.password = passwordProblem;
    return next;
  };

  /** Creates the account and starts its session; answers the signed-in user, or null when it failed. */
  const createAccount = async (): Promise<User | null> => {
    const normalized = normalizePhone(callingCode(phone.country), phone.phone);
    try {
      const tokens = await registerAccount({
        ...(await signUpConsent()),
        email: email.trim(),
        password,
        first_names: firstNames.trim(),
        last_names: lastNames.trim(),
        phone: normalized?.national ?? phone.phone,
        phone_country_code: normalized?.countryCallingCode ?? callingCode(phone.country),
        language,
      });
      const user = await startSession(tokens);
      setAccount(user);
      return user;
    } catch (error) {
      const fieldErrors: FieldErrors = {};
      if (error instanceof ApiError) {
        for (const code of error.codes) {
          const field = fieldOfCode(code);
          if (field) fieldErrors[field] ??= errorText(code);
        }
        for (const { path } of error.fields) {
          const field = FIELDS.find((candidate) => path === candidate || path.startsWith(`${candidate}.`));
          if (field) fieldErrors[field] ??= t('personal.check_field');
          if (path === 'phone_country_code') fieldErrors.phone ??= t('personal.check_field');
        }
      }
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError();
      } else {
        showError(error);
      }
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    if (!account) {
      const normalized = normalizePhone(callingCode(phone.country), phone.phone);
      updateDraft({
        email: email.trim(),
        phone: normalized?.national ?? null,
        country: normalized ? { lada: normalized.countryCallingCode, alpha_code: phone.country } : null,
      });
    }
    const user = account ?? (await createAccount());
    if (!user) {
      setSubmitting(false);
      return;
    }
    await registerCompanyFor(user, { contactOfAccount: account !== null });
  };

  /**
   * Registers the draft's company for the signed-in founder and goes where the domain says. The contact is
   * the account's when it existed before this step (or came from Google), else what the form stored.
   */
  const registerCompanyFor = async (user: User, { contactOfAccount }: { contactOfAccount: boolean }) => {
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
      // The company exists now: a failed profile refresh must not keep the founder here.
      const fresh = (await fetchProfile(true).catch(() => null)) ?? user;
      showSuccess(t('success:create_company'));
      void navigate(
        routeUrl(language, resolveNextRoute({ user: fresh, company, companyIdInPath: company.id })),
      );
    } catch (error) {
      showError(error);
      if (!returnToStep(error)) setSubmitting(false);
    }
  };

  /**
   * Sign-up with Google: the account takes the Google account's e-mail (confirmed) and names (unless typed
   * here), with the phone of the form; then the company is registered as after a password sign-up.
   */
  const signUpWithGoogle = async (idToken: string) => {
    if (submitting || account) return;
    const next: FieldErrors = {};
    const normalized = normalizePhone(callingCode(phone.country), phone.phone);
    if (!normalized) next.phone = tAuth('phone.invalid');
    if (!terms) next.terms = t('personal.terms_required');
    setErrors(next);
    if (!normalized || Object.keys(next).length > 0) {
      setGoogleError(t('personal.google_needs'));
      focusFirstError();
      return;
    }
    setGoogleError(undefined);
    setSubmitting(true);
    setGoogleBusy(true);
    let user: User;
    try {
      const tokens = await registerWithGoogle({
        ...(await signUpConsent()),
        id_token: idToken,
        phone: normalized.national,
        phone_country_code: normalized.countryCallingCode,
        language,
        ...(firstNames.trim() ? { first_names: firstNames.trim() } : {}),
        ...(lastNames.trim() ? { last_names: lastNames.trim() } : {}),
      });
      user = await startSession(tokens);
      setAccount(user);
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code === 'invalid_phone' || code === 'consent_required') {
        setErrors(code === 'invalid_phone' ? { phone: errorText(code) } : { terms: errorText(code) });
        focusFirstError();
      } else if (code === 'invalid_request' && firstNames.trim() === '') {
        // The Google account has no name to take: the form's is needed.
        setErrors({ first_names: t('personal.first_names_required') });
        focusFirstError();
      } else {
        showError(error);
      }
      setGoogleBusy(false);
      setSubmitting(false);
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
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
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
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('personal.first_names')}
                autoComplete="given-name"
                required
                value={firstNames}
                onChange={(event) => setFirstNames(event.currentTarget.value)}
                error={errors.first_names}
                maxLength={120}
              />
              <TextInput
                label={t('personal.last_names')}
                autoComplete="family-name"
                required
                value={lastNames}
                onChange={(event) => setLastNames(event.currentTarget.value)}
                error={errors.last_names}
                maxLength={120}
              />
            </SimpleGrid>
            <PhoneField value={phone} onChange={setPhone} error={errors.phone} required />
            <TextInput
              label={t('personal.email')}
              description={t('personal.email_help')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              maxLength={254}
            />
            <PasswordInput
              label={t('personal.password')}
              description={<PasswordHint />}
              visibilityToggleButtonProps={{ 'aria-label': t('personal.show_password') }}
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
            />
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
        <SignUpConsentCheckbox
          checked={terms}
          onChange={(checked) => {
            setTerms(checked);
            setErrors((before) => ({ ...before, terms: undefined }));
          }}
          error={errors.terms}
        />
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
