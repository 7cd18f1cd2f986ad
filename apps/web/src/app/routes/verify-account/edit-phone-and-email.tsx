import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  requestContactCodeBodySchema,
  updatePhoneEmailBodySchema,
  type RequestContactCodeBody,
  type UpdatePhoneEmailBody,
} from '@forja/contracts';
import { isEmailShape, normalizePhone } from '@forja/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { routeUrl } from '../../../config/paths';
import { applyContactChange, requestContactCode } from '../../../features/auth/api/account';
import { profileQueryKey } from '../../../features/auth/api/session';
import { PhoneFormField, callingCode } from '../../../components/phone-field';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requireUser } from '../../guards';
import { useLanguage } from '../../../lib/use-language';

/**
 * The API's body asking for a code to the new contact, from the fields as typed: the e-mail's shape and the
 * number (for the chosen country, with the domain's normalizePhone) checked first; the country's calling code
 * and the number's digits are sent.
 */
const contactFormSchema = requestContactCodeBodySchema
  .omit({ phone_country_code: true })
  .extend({ country: z.string() })
  .superRefine((values, context) => {
    if (!isEmailShape(values.email))
      context.addIssue({ code: 'custom', path: ['email'], message: 'invalid_email' });
    if (!normalizePhone(callingCode(values.country), values.phone))
      context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
  })
  .transform(({ email, phone, country }) => ({
    email,
    phone: phone.replace(/\D/g, ''),
    phone_country_code: callingCode(country),
  }))
  .pipe(requestContactCodeBodySchema);
const CONTACT_ERROR_TEXTS = { email: 'auth:login.email_invalid', phone: 'common:phone.invalid' };
const CODE_ERROR_TEXTS = { verification_code: 'auth:verify.code_required' };

export async function editPhoneAndEmailLoader({ request }: LoaderFunctionArgs) {
  return { user: await requireUser(request) };
}

export function EditPhoneAndEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('edit_contact.title'));
  const { user } = useLoaderData<Awaited<ReturnType<typeof editPhoneAndEmailLoader>>>();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contactForm = useForm<z.input<typeof contactFormSchema>, unknown, RequestContactCodeBody>({
    resolver: contractResolver(contactFormSchema),
    defaultValues: { email: user.email, country: user.phone_alpha_code ?? 'MX', phone: user.phone ?? '' },
  });
  const contactErrorText = useFieldErrorText(contactForm.formState.errors, CONTACT_ERROR_TEXTS);
  // The change the code was sent for, applied with the code.
  const codeForm = useForm<UpdatePhoneEmailBody>({
    resolver: contractResolver(updatePhoneEmailBodySchema),
  });
  const codeErrorText = useFieldErrorText(codeForm.formState.errors, CODE_ERROR_TEXTS);
  const [codeSent, setCodeSent] = useState(false);

  const sendCode = contactForm.handleSubmit(async (change) => {
    try {
      await requestContactCode(user.id, change);
      codeForm.reset({ ...change, verification_code: '' });
      setCodeSent(true);
      showSuccess(t('success:send_code'));
    } catch (error) {
      showError(error);
    }
  });

  const apply = codeForm.handleSubmit(async (body) => {
    try {
      await applyContactChange(user.id, body);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      showSuccess(t('edit_contact.saved'));
      await navigate(routeUrl(language, user.is_confirmed ? 'Account' : 'VerifyAccount'));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('edit_contact.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('edit_contact.subtitle')}
          </Text>
        </div>
        <form onSubmit={(event) => void sendCode(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="email"
              required
              disabled={codeSent}
              {...contactForm.register('email')}
              error={contactErrorText('email')}
            />
            <PhoneFormField form={contactForm} error={contactErrorText('phone')} required />
            {!codeSent && (
              <Button type="submit" loading={contactForm.formState.isSubmitting} fullWidth>
                {t('edit_contact.send_code')}
              </Button>
            )}
          </Stack>
        </form>
        {codeSent && (
          <form onSubmit={(event) => void apply(event)} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('edit_contact.code_label', { email: codeForm.getValues('email') })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...codeForm.register('verification_code')}
                error={codeErrorText('verification_code')}
              />
              <Button type="submit" loading={codeForm.formState.isSubmitting} fullWidth>
                {t('edit_contact.save')}
              </Button>
              <Button variant="subtle" onClick={() => setCodeSent(false)}>
                {t('edit_contact.edit_again')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor
          component={Link}
          to={routeUrl(language, user.is_confirmed ? 'Account' : 'VerifyAccount')}
          ta="center"
          fz="sm"
        >
          {t('edit_contact.back')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
