import { Alert, Button, Group, List, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { appointCommissaryBodySchema } from '@forja/contracts';
import { checkRfc, isEmailShape, normalizePhone } from '@forja/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { PhoneFormField, callingCode } from '../../../components/phone-field';
import { useAppointCommissary } from '../api/appoint-commissary';

const QUESTIONS = ['is_partner_administrator', 'is_employee', 'is_relative_of_administrator'] as const;

const shape = appointCommissaryBodySchema.shape;
/**
 * `POST company/{id}/commissary`'s body as the form holds it: the e-mail's shape checked; the phone as the
 * account forms take it (the country, Mexico first, and the number, checked for that country with the domain's
 * normalizePhone and sent as the national number with its calling code); the RFC checked as a person's with
 * the domain's checkRfc and sent normalised. Each LGSM question starts unanswered: the contract's boolean makes
 * an answer required.
 */
const appointCommissaryFormSchema = appointCommissaryBodySchema
  .omit({ phone_country_code: true })
  .extend({
    email: shape.email.refine(isEmailShape, { message: 'invalid_email' }),
    country: z.string(),
    rfc: z.string(),
  })
  .superRefine(({ country, phone, rfc }, context) => {
    if (!normalizePhone(callingCode(country), phone))
      context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
    const check = checkRfc(rfc, 'person');
    if (!check.ok) context.addIssue({ code: 'custom', path: ['rfc'], message: check.code });
  })
  .transform(({ country, phone, rfc, ...body }, context) => {
    const number = normalizePhone(callingCode(country), phone);
    const check = checkRfc(rfc, 'person');
    if (number && check.ok)
      return {
        ...body,
        phone: number.national,
        phone_country_code: number.countryCallingCode,
        rfc: check.rfc,
      };
    // Unreachable: the refinement above refused both.
    context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
    return z.NEVER;
  });
type AppointCommissaryValues = z.input<typeof appointCommissaryFormSchema>;

const EMAIL_TEXT = 'commissary:appoint.email_invalid';
const ANSWER_TEXT = 'commissary:appoint.answer_required';
const RFC_TEXTS = {
  rfc_invalid_format: 'commissary:appoint.rfc_errors.rfc_invalid_format',
  rfc_invalid_date: 'commissary:appoint.rfc_errors.rfc_invalid_date',
  rfc_wrong_kind: 'commissary:appoint.rfc_errors.rfc_wrong_kind',
  default: 'commissary:appoint.rfc_errors.rfc_invalid_format',
};
/** The form's own texts; the server's e-mail codes (email_…) keep theirs. */
const APPOINT_ERROR_TEXTS = {
  name: 'commissary:appoint.name_required',
  email: { required: EMAIL_TEXT, too_small: EMAIL_TEXT, too_big: EMAIL_TEXT, invalid_email: EMAIL_TEXT },
  phone: 'commissary:appoint.phone_invalid',
  rfc: RFC_TEXTS,
  ...Object.fromEntries(QUESTIONS.map((question) => [`relationship.${question}`, ANSWER_TEXT])),
};

/** The field a refusal of the server is about, when it is one of the form's. */
function fieldOfCode(code: string | undefined): 'email' | 'phone' | 'rfc' | null {
  if (code?.startsWith('email_')) return 'email';
  if (code === 'invalid_phone') return 'phone';
  if (code?.startsWith('rfc_')) return 'rfc';
  return null;
}

type Props = {
  companyId: number;
  /** After the appointment is saved (the company is read again: the founder's next step may change). */
  onAppointed: () => Promise<unknown> | void;
  onCancel?: () => void;
  /** Opened on purpose (replacing a commissary, after the dialog closed): the name field takes the focus. */
  focusFirstField?: boolean;
};

/**
 * Appointing an outside person as the commissary: name, e-mail, phone (of any country), RFC and the three LGSM
 * art. 165 questions, each an explicit yes/no. A "yes" says why that person cannot be the commissary and blocks
 * sending.
 */
export function AppointCommissaryForm({ companyId, onAppointed, onCancel, focusFirstField = false }: Props) {
  const { t } = useTranslation('commissary');
  const appoint = useAppointCommissary(companyId);
  const form = useForm<AppointCommissaryValues, unknown, z.output<typeof appointCommissaryFormSchema>>({
    resolver: contractResolver(appointCommissaryFormSchema),
    defaultValues: { name: '', email: '', country: 'MX', phone: '', rfc: '', relationship: {} },
  });
  const errorText = useFieldErrorText(form.formState.errors, APPOINT_ERROR_TEXTS);
  const answers = useWatch({ control: form.control, name: 'relationship' });
  const conflicts = QUESTIONS.filter((question) => answers[question] === true);
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await appoint.mutateAsync(body);
      showSuccess(t('appoint.saved_toast'));
      await onAppointed();
    } catch (error) {
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      const field = fieldOfCode(code);
      if (field) {
        form.setError(field, { message: code }, { shouldFocus: true });
      } else {
        showError(error);
      }
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // A "yes" blocks sending: the alert says why that person cannot be the commissary.
        if (conflicts.length > 0) event.preventDefault();
        else void submit(event);
      }}
      noValidate
      aria-labelledby="appoint-title"
    >
      <Stack gap="md">
        <div>
          <Title order={3} fz="md" id="appoint-title">
            {t('appoint.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('appoint.intro')}
          </Text>
        </div>
        <TextInput
          label={t('appoint.name')}
          required
          {...form.register('name')}
          error={errorText('name')}
          autoComplete="off"
        />
        <TextInput
          label={t('appoint.email')}
          description={t('appoint.email_help')}
          type="email"
          required
          {...form.register('email')}
          error={errorText('email')}
          autoComplete="off"
        />
        <Stack gap={4}>
          <PhoneFormField form={form} error={errorText('phone')} required />
          <Text size="xs" c="gray.7">
            {t('appoint.phone_help')}
          </Text>
        </Stack>
        <TextInput
          label={t('appoint.rfc')}
          description={t('appoint.rfc_help')}
          required
          {...form.register('rfc')}
          error={errorText('rfc')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('appoint.questions_title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('appoint.questions_intro')}
          </Text>
          {QUESTIONS.map((question) => (
            <Controller
              key={question}
              control={form.control}
              name={`relationship.${question}`}
              render={({ field }) => (
                <Radio.Group
                  label={t(`appoint.questions.${question}`)}
                  required
                  name={field.name}
                  value={field.value === undefined ? null : field.value ? 'yes' : 'no'}
                  onChange={(value) => field.onChange(value === 'yes')}
                  error={errorText(field.name)}
                >
                  <Group gap="lg" mt={6}>
                    <Radio ref={field.ref} value="no" label={t('appoint.no')} onBlur={field.onBlur} />
                    <Radio value="yes" label={t('appoint.yes')} onBlur={field.onBlur} />
                  </Group>
                </Radio.Group>
              )}
            />
          ))}
        </Stack>
        {conflicts.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('appoint.conflict_title')}
            role="alert"
          >
            <Text size="sm" c="gray.9">
              {t('appoint.conflict_intro')}
            </Text>
            <List size="sm" mt="xs" spacing={4} c="gray.9">
              {conflicts.map((question) => (
                <List.Item key={question}>{t(`appoint.conflicts.${question}`)}</List.Item>
              ))}
            </List>
            <Text size="sm" c="gray.9" mt="xs">
              {t('appoint.conflict_hint')}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {t('appoint.cancel')}
            </Button>
          )}
          <Button type="submit" loading={appoint.isPending} disabled={conflicts.length > 0}>
            {t('appoint.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
