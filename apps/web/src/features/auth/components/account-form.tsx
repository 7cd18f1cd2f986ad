import { SimpleGrid, TextInput } from '@mantine/core';
import { loginBodySchema, registerBodySchema } from '@forja/contracts';
import { isEmailShape, normalizePhone } from '@forja/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractIssueCode, useFieldErrorText, type FieldMessages } from '../../../lib/contract-form';
import { SignUpConsentCheckbox } from '../../../components/consent-checkbox';
import { PasswordHint, checkNewPassword, useNewPasswordErrorText } from './password-rules';
import { PhoneFormField, callingCode } from '../../../components/phone-field';
import { PasswordField } from '../../../components/password-field';

/**
 * The account fields as the form holds them: the register contract's names, e-mail and password; the phone
 * as PhoneField has it (the country's ISO code and the number as typed); the sign-up checkbox as the
 * contract's `accept_privacy`.
 */
const accountFieldsSchema = registerBodySchema
  .pick({ first_names: true, last_names: true, email: true, password: true, phone: true })
  .extend({ country: z.string(), accept_privacy: z.boolean() });
export type AccountFormValues = z.input<typeof accountFieldsSchema>;

/** The number of the form for the country chosen (the domain's normalizePhone), or null when it does not fit. */
const phoneOf = (values: { country: string; phone: string }) =>
  normalizePhone(callingCode(values.country), values.phone);

function checkPhone(values: { country: string; phone: string }, context: z.RefinementCtx) {
  if (!phoneOf(values)) context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
}

/** The sign-up checkbox must be ticked ("required": the server's own refusal is consent_required). */
function checkConsent(accepted: boolean, context: z.RefinementCtx) {
  if (!accepted) context.addIssue({ code: 'custom', path: ['accept_privacy'], message: 'required' });
}

/** The phone as the register contract takes it: the national number and the calling code. */
const contractPhone = (values: { country: string; phone: string }) => {
  const phone = phoneOf(values);
  return { phone: phone?.national ?? values.phone, phone_country_code: phone?.countryCallingCode ?? '' };
};

/**
 * A new account (`user/register` and the invited partner's `user/create-by-partner/{id}`): the register
 * contract's fields, with the e-mail's shape, the phone for its country, the password policy and the consent
 * checked first. The output is the contract's body without the consent's versions and the language, which
 * the page adds.
 */
export const accountFormSchema = accountFieldsSchema
  .superRefine((values, context) => {
    checkPhone(values, context);
    if (!isEmailShape(values.email))
      context.addIssue({ code: 'custom', path: ['email'], message: 'invalid_email' });
    checkNewPassword(values.password, context);
    checkConsent(values.accept_privacy, context);
  })
  .transform(({ country, phone, ...account }) => ({ ...account, ...contractPhone({ country, phone }) }));
export type AccountBody = z.output<typeof accountFormSchema>;

/**
 * What a Google sign-up takes from the account form (`user/register-google` and its invited variant): the phone
 * and the consent, checked as above, and the names only when typed (else Google's are used).
 */
export const googleAccountFormSchema = accountFieldsSchema
  .pick({ country: true, phone: true, accept_privacy: true })
  .extend({ first_names: z.string(), last_names: z.string() })
  .superRefine((values, context) => {
    checkPhone(values, context);
    checkConsent(values.accept_privacy, context);
  })
  .transform(({ country, phone, first_names, last_names, accept_privacy }) => ({
    ...contractPhone({ country, phone }),
    ...(first_names.trim() ? { first_names: first_names.trim() } : {}),
    ...(last_names.trim() ? { last_names: last_names.trim() } : {}),
    accept_privacy,
  }));

/** The account form's fields without their rules, for a use of the form that does not show them all. */
const uncheckedFieldsSchema = z.object({
  first_names: z.string(),
  last_names: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  password: z.string(),
  accept_privacy: z.boolean(),
});

/** The account form of a founder already signed in: only the sign-up checkbox is shown and checked. */
export const consentFormSchema = uncheckedFieldsSchema
  .superRefine((values, context) => checkConsent(values.accept_privacy, context))
  .transform(({ accept_privacy }) => ({ accept_privacy }));

/**
 * The account form used to sign in to an account that exists: the login contract's e-mail and password, the
 * e-mail's shape checked first.
 */
export const signInFormSchema = uncheckedFieldsSchema
  .extend(loginBodySchema.shape)
  .superRefine((body, context) => {
    if (!isEmailShape(body.email))
      context.addIssue({ code: 'custom', path: ['email'], message: 'invalid_email' });
  })
  .transform(({ email, password }) => ({ email, password }));

export function accountFormDefaults(values: Partial<AccountFormValues> = {}): AccountFormValues {
  return {
    first_names: '',
    last_names: '',
    country: 'MX',
    phone: '',
    email: '',
    password: '',
    accept_privacy: false,
    ...values,
  };
}

/**
 * The texts of a page's account form, as i18n keys: the labels, and the error texts by field (and code); a code
 * without one gets the shared text of `useFieldErrorText`, a short password the policy's minimum.
 */
export type AccountFormTexts = {
  first_names: string;
  last_names: string;
  email: string;
  password: string;
  errors: Partial<Record<keyof AccountFormValues, FieldMessages>>;
};

type AccountFieldsProps<Output> = {
  form: UseFormReturn<AccountFormValues, unknown, Output>;
  texts: AccountFormTexts;
  /** `sign_in`: only the e-mail and the current password. */
  mode?: 'create' | 'sign_in';
  emailDescription?: string;
  emailReadOnly?: boolean;
};

/**
 * The account's fields, shared by the sign-ups (registration, the invited partner, the commissary): names,
 * phone, e-mail and a new password; or, to sign in, the e-mail and the password.
 */
export function AccountFields<Output>({
  form,
  texts,
  mode = 'create',
  emailDescription,
  emailReadOnly,
}: AccountFieldsProps<Output>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText(form.formState.errors, texts.errors);
  const newPasswordErrorText = useNewPasswordErrorText(form.formState.errors, errorText);
  const creating = mode === 'create';
  // Every field is a Controller: they register as they render, in the page's order, so the first one to fix
  // is the one focused.
  return (
    <>
      {creating && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="first_names"
              render={({ field }) => (
                <TextInput
                  {...field}
                  label={t(texts.first_names)}
                  autoComplete="given-name"
                  required
                  error={errorText('first_names')}
                  maxLength={120}
                />
              )}
            />
            <Controller
              control={form.control}
              name="last_names"
              render={({ field }) => (
                <TextInput
                  {...field}
                  label={t(texts.last_names)}
                  autoComplete="family-name"
                  required
                  error={errorText('last_names')}
                  maxLength={120}
                />
              )}
            />
          </SimpleGrid>
          <PhoneFormField form={form} error={errorText('phone')} required />
        </>
      )}
      <Controller
        control={form.control}
        name="email"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t(texts.email)}
            description={emailDescription}
            type="email"
            autoComplete="email"
            required
            readOnly={emailReadOnly}
            error={errorText('email')}
            maxLength={254}
          />
        )}
      />
      <Controller
        control={form.control}
        name="password"
        render={({ field }) => (
          <PasswordField
            {...field}
            label={t(texts.password)}
            description={creating ? <PasswordHint /> : undefined}
            autoComplete={creating ? 'new-password' : 'current-password'}
            required
            error={creating ? newPasswordErrorText('password') : errorText('password')}
          />
        )}
      />
    </>
  );
}

/** The sign-up checkbox (privacy notice and terms) of an account form. */
export function AccountConsentCheckbox<Output>({
  form,
  texts,
}: Pick<AccountFieldsProps<Output>, 'form' | 'texts'>) {
  const errorText = useFieldErrorText(form.formState.errors, texts.errors);
  return (
    <Controller
      control={form.control}
      name="accept_privacy"
      render={({ field }) => (
        <SignUpConsentCheckbox
          checked={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={errorText('accept_privacy')}
        />
      )}
    />
  );
}

/** The fields in the order they show. */
const ACCOUNT_FIELDS = [
  'first_names',
  'last_names',
  'phone',
  'email',
  'password',
  'accept_privacy',
] as const satisfies readonly (keyof AccountFormValues)[];

/** The account field an API error code belongs under, or null (the error toast tells it). */
export function accountFieldOfCode(code: string): keyof AccountFormValues | null {
  if (code === 'consent_required') return 'accept_privacy';
  if (code.startsWith('email_')) return 'email';
  if (code === 'invalid_phone') return 'phone';
  if (code.startsWith('password_')) return 'password';
  return null;
}

/** A form with some of the account's fields (the sign-up's all of them, the account page's names two). */
type AccountErrorTarget<Field extends keyof AccountFormValues> = {
  setError: (name: Field, error: { message: string }) => void;
  setFocus: (name: Field) => void;
};

/**
 * Puts an API refusal under the fields it names (its codes, and the paths of a 400 invalid_request as
 * `check_field`, or as name_latin_letters_only for a name in another script), focusing the first; answers
 * whether any field took one. A form with only some of the fields gives them as `shown` (in their order): the
 * others' refusals are left to the error toast.
 */
export function setAccountApiErrors(
  form: AccountErrorTarget<keyof AccountFormValues>,
  codes: readonly string[],
  fields?: readonly { path: string; code?: string }[],
): boolean;
export function setAccountApiErrors<Field extends keyof AccountFormValues>(
  form: AccountErrorTarget<Field>,
  codes: readonly string[],
  fields: readonly { path: string; code?: string }[],
  shown: readonly Field[],
): boolean;
export function setAccountApiErrors<Field extends keyof AccountFormValues>(
  form: AccountErrorTarget<Field>,
  codes: readonly string[],
  fields: readonly { path: string; code?: string }[] = [],
  // Only the first signature leaves `shown` out, where the form has every field.
  shown: readonly Field[] = ACCOUNT_FIELDS as readonly (keyof AccountFormValues)[] as readonly Field[],
): boolean {
  const fieldNamed = (name: string | null | undefined) => shown.find((known) => known === name);
  const found = new Map<Field, string>();
  for (const code of codes) {
    const field = fieldNamed(accountFieldOfCode(code));
    if (field && !found.has(field)) found.set(field, code);
  }
  for (const { path, code } of fields) {
    const name = path.replace(/^body\./, '').split('.')[0];
    const field = fieldNamed(name === 'phone_country_code' ? 'phone' : name);
    // A name in another script says so; other refusals of a field ask to check it.
    const message = code === 'name_latin_letters_only' ? code : 'check_field';
    if (field && !found.has(field)) found.set(field, message);
  }
  for (const field of shown) {
    const message = found.get(field);
    if (message) form.setError(field, { message });
  }
  const first = shown.find((field) => found.has(field));
  if (first) form.setFocus(first);
  return first !== undefined;
}

/**
 * Checks the form's values with a schema of part of them (a Google sign-up asks fewer fields than the form
 * shows), with the codes the form's resolver gives: its errors go under the fields, the first focused.
 * Answers the schema's output, or null.
 */
export function checkAccountForm<Output>(
  form: Pick<UseFormReturn<AccountFormValues, unknown, unknown>, 'getValues' | 'setError' | 'setFocus'>,
  schema: z.ZodType<Output, Partial<AccountFormValues>>,
): Output | null {
  const parsed = schema.safeParse(form.getValues(), { reportInput: true });
  if (parsed.success) return parsed.data;
  const codes = new Map<keyof AccountFormValues, string>();
  for (const issue of parsed.error.issues) {
    const field = ACCOUNT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !codes.has(field)) codes.set(field, contractIssueCode(issue));
  }
  const failed = ACCOUNT_FIELDS.filter((field) => codes.has(field));
  for (const field of failed) form.setError(field, { message: codes.get(field) });
  if (failed[0]) form.setFocus(failed[0]);
  return null;
}
