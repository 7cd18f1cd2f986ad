import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { updatePasswordBodySchema, type UpdatePasswordBody } from '@forja/contracts';
import { formatPhone } from '@forja/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../config/paths';
import { changePassword } from '../../features/auth/api/account';
import { NameEditor } from '../../features/auth/components/name-editor';
import {
  PasswordHint,
  checkNewPassword,
  useNewPasswordErrorText,
} from '../../features/auth/components/password-rules';
import { myConsentsQueryOptions } from '../../features/legal/api/consents';
import { MyDataSection } from '../../features/legal/components/my-data-section';
import { PrivacyRequestsSection } from '../../features/legal/components/privacy-requests-section';
import { contractResolver, useFieldErrorText } from '../../lib/contract-form';
import { ApiError } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { requireConfirmedUser } from '../guards';
import { useLanguage } from '../../lib/use-language';
import { PasswordField } from '../../components/password-field';

export async function accountLoader({ request }: LoaderFunctionArgs) {
  const user = await requireConfirmedUser(request);
  void queryClient.prefetchQuery(myConsentsQueryOptions());
  return { user };
}

/**
 * The API's password change, with the current password asked here (the contract lets an account without one
 * leave it out) and the new one checked with the password policy first.
 */
const passwordFormSchema = updatePasswordBodySchema
  .superRefine((body, context) => {
    if (!body.current_password)
      context.addIssue({ code: 'custom', path: ['current_password'], message: 'required' });
    checkNewPassword(body.password, context);
    if (body.current_password && body.password === body.current_password)
      context.addIssue({ code: 'custom', path: ['password'], message: 'password_same_as_current' });
  })
  .transform(({ current_password = '', password }) => ({ current_password, password }));
const PASSWORD_ERROR_TEXTS = { current_password: { required: 'auth:login.password_required' } };
const EMPTY_PASSWORDS: UpdatePasswordBody = { current_password: '', password: '' };

export function AccountPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('account.title'));
  const language = useLanguage();
  const { user } = useLoaderData<Awaited<ReturnType<typeof accountLoader>>>();
  const revalidator = useRevalidator();
  const form = useForm<UpdatePasswordBody, unknown, z.output<typeof passwordFormSchema>>({
    resolver: contractResolver(passwordFormSchema),
    defaultValues: EMPTY_PASSWORDS,
  });
  const errorText = useFieldErrorText(form.formState.errors, PASSWORD_ERROR_TEXTS);
  const passwordErrorText = useNewPasswordErrorText(form.formState.errors, errorText);

  const submit = form.handleSubmit(async (body) => {
    try {
      await changePassword(user.id, body);
      form.reset(EMPTY_PASSWORDS);
      showSuccess(t('success:update_password'));
    } catch (error) {
      // The server's own checks of the two fields are told on the field, like the form's.
      const code = error instanceof ApiError ? error.codes[0] : undefined;
      if (code === 'wrong_password')
        form.setError('current_password', { message: code }, { shouldFocus: true });
      else if (code?.startsWith('password_'))
        form.setError('password', { message: code }, { shouldFocus: true });
      else showError(error);
    }
  });

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('account.title')}
      </Title>
      <Card withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('account.details')}
          </Title>
          <NameEditor
            userId={user.id}
            firstNames={user.first_names ?? ''}
            lastNames={user.last_names ?? ''}
            onSaved={() => void revalidator.revalidate()}
          />
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Text span c="gray.7">
              {t('login.email')}:{' '}
            </Text>
            {user.email}
          </Text>
          {user.phone && (
            <Text>
              <Text span c="gray.7">
                {t('common:phone.number')}:{' '}
              </Text>
              +{user.phone_country_code} {formatPhone(user.phone_country_code ?? '52', user.phone)}
            </Text>
          )}
          <Group>
            <Anchor component={Link} to={routeUrl(language, 'EditPhoneAndEmail')}>
              {t('account.edit_contact')}
            </Anchor>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="lg" p="lg">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md" maw={420}>
            <Title order={2} fz="lg">
              {t('account.change_password')}
            </Title>
            <PasswordField
              label={t('account.current_password')}
              autoComplete="current-password"
              {...form.register('current_password')}
              error={errorText('current_password')}
            />
            <PasswordField
              label={t('new_password.password')}
              description={<PasswordHint />}
              autoComplete="new-password"
              {...form.register('password')}
              error={passwordErrorText('password')}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('account.save_password')}
            </Button>
          </Stack>
        </form>
      </Card>
      <MyDataSection />
      <PrivacyRequestsSection />
    </Stack>
  );
}
