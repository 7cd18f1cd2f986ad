import { Anchor, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@forja/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../config/paths';
import { changePassword } from '../../features/auth/api/account';
import { NameEditor } from '../../features/auth/components/name-editor';
import { PasswordHint, passwordError } from '../../features/auth/components/password-rules';
import { myConsentsQueryOptions } from '../../features/legal/api/consents';
import { MyDataSection } from '../../features/legal/components/my-data-section';
import { PrivacyRequestsSection } from '../../features/legal/components/privacy-requests-section';
import { showError, showSuccess } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { requireConfirmedUser } from '../guards';
import { useLanguage } from '../../lib/use-language';

export async function accountLoader({ request }: LoaderFunctionArgs) {
  const user = await requireConfirmedUser(request);
  void queryClient.prefetchQuery(myConsentsQueryOptions());
  return { user };
}

export function AccountPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('account.title'));
  const language = useLanguage();
  const { user } = useLoaderData<Awaited<ReturnType<typeof accountLoader>>>();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      current: current ? undefined : t('login.password_required'),
      password: passwordError(password, t),
    };
    setErrors(next);
    if (next.current || next.password) return;
    setBusy(true);
    try {
      await changePassword(user.id, { current_password: current, password });
      setCurrent('');
      setPassword('');
      showSuccess(t('success:update_password'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

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
                {t('phone.number')}:{' '}
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
            <PasswordInput
              label={t('account.current_password')}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              error={errors.current}
            />
            <PasswordInput
              label={t('new_password.password')}
              description={<PasswordHint />}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
            />
            <Button type="submit" loading={busy}>
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
