import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmailShape, normalizePhone } from '@forja/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { applyContactChange, requestContactCode } from '../../../features/auth/api/account';
import { profileQueryKey } from '../../../features/auth/api/session';
import { PhoneField, callingCode, type PhoneValue } from '../../../features/auth/components/phone-field';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requireUser } from '../../guards';
import { useLanguage } from '../../../lib/use-language';

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
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState<PhoneValue>({
    country: user.phone_alpha_code ?? 'MX',
    phone: user.phone ?? '',
  });
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; phone?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const change = () => ({
    email: email.trim(),
    phone: phone.phone.replace(/\D/g, ''),
    phone_country_code: callingCode(phone.country),
  });

  const validate = () => {
    const next = {
      email: isEmailShape(email) ? undefined : t('login.email_invalid'),
      phone: normalizePhone(callingCode(phone.country), phone.phone) ? undefined : t('phone.invalid'),
    };
    setErrors(next);
    return !next.email && !next.phone;
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate()) return;
    setBusy(true);
    try {
      await requestContactCode(user.id, change());
      setCodeSent(true);
      showSuccess(t('success:send_code'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: t('verify.code_required') });
      return;
    }
    setBusy(true);
    try {
      await applyContactChange(user.id, { ...change(), verification_code: code.trim() });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      showSuccess(t('edit_contact.saved'));
      void navigate(routeUrl(language, user.is_confirmed ? 'Account' : 'VerifyAccount'));
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

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
              value={email}
              disabled={codeSent}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
            />
            <PhoneField value={phone} onChange={setPhone} error={errors.phone} required />
            {!codeSent && (
              <Button type="submit" loading={busy} fullWidth>
                {t('edit_contact.send_code')}
              </Button>
            )}
          </Stack>
        </form>
        {codeSent && (
          <form onSubmit={(event) => void apply(event)} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('edit_contact.code_label', { email: email.trim() })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={errors.code}
              />
              <Button type="submit" loading={busy} fullWidth>
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
