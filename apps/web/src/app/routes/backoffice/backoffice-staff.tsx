import { STAFF_ROLES, type StaffMember, type StaffRole } from '@forja/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useRouteLoaderData } from 'react-router';
import {
  grantStaffRole,
  staffListQueryOptions,
  withdrawStaffRoles,
} from '../../../features/backoffice/api/staff';
import { backofficePath } from '../../../features/backoffice/navigation';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import type { backofficeLoader } from './backoffice-loader';

/** Admins only: who works in the back office, giving an account a role and withdrawing it. */
export function BackofficeStaffPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('staff.title'));
  const language = useLanguage();
  const loaded = useRouteLoaderData<Awaited<ReturnType<typeof backofficeLoader>>>('backoffice');
  const isAdmin = loaded?.me.role === 'admin';
  const queryClient = useQueryClient();
  const staff = useQuery({ ...staffListQueryOptions(), enabled: isAdmin });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('operator');
  const [formError, setFormError] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<StaffMember | null>(null);

  const grant = useMutation({
    mutationFn: () => grantStaffRole(email.trim(), role),
    onSuccess: async () => {
      showSuccess(t('staff.granted', { email: email.trim() }));
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'staff'] });
    },
    onError: (error) => setFormError(errorText(error instanceof ApiError ? error.codes[0] : undefined)),
  });
  const withdraw = useMutation({
    mutationFn: (member: StaffMember) => withdrawStaffRoles(member.id),
    onSuccess: async (_result, member) => {
      showSuccess(t('staff.withdrawn', { email: member.email }));
      setWithdrawing(null);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'staff'] });
    },
    onError: (error) => {
      setWithdrawing(null);
      showError(error);
    },
  });

  if (!isAdmin) return <Navigate to={backofficePath(language)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) {
      setFormError(t('staff.email_required'));
      return;
    }
    grant.mutate();
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('staff.title')}
      </Title>
      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="grant-title">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} fz="lg" id="grant-title">
              {t('staff.grant_title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('staff.grant_help')}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('staff.email')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoComplete="off"
                required
                style={{ flex: '1 1 220px' }}
              />
              <Select<StaffRole>
                label={t('staff.role')}
                data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
                value={role}
                onChange={(value) => value && setRole(value)}
                allowDeselect={false}
                style={{ flex: '0 1 180px' }}
              />
              <Button type="submit" loading={grant.isPending}>
                {t('staff.grant')}
              </Button>
            </Group>
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
          </Stack>
        </form>
      </Card>
      {staff.isPending && <Loader aria-label={t('loading')} />}
      {staff.data && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {staff.data.map((member) => (
            <Card key={member.id} withBorder radius="md" p="md" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {member.full_name || member.email}
                  </Text>
                  <Text size="sm" c="gray.7" truncate="end">
                    {member.email}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
                  {member.id !== loaded?.me.id && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => setWithdrawing(member)}
                      aria-label={t('staff.withdraw_from', { name: member.full_name || member.email })}
                    >
                      {t('staff.withdraw')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('staff.withdraw_title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('staff.withdraw_body', { email: withdrawing?.email ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWithdrawing(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() => withdrawing && withdraw.mutate(withdrawing)}
            >
              {t('staff.withdraw')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
