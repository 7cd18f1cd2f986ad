import { STAFF_ROLES, grantStaffRoleBodySchema, type StaffMember, type StaffRole } from '@forja/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import {
  grantStaffRole,
  staffListQueryOptions,
  withdrawStaffRoles,
} from '../../../features/backoffice/api/staff';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { backofficePath } from '../../../features/backoffice/navigation';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import type { backofficeLoader } from './backoffice-loader';

type GrantValues = z.input<typeof grantStaffRoleBodySchema>;
const GRANT_ERROR_TEXTS = { email: { required: 'backoffice:staff.email_required' } };

/** Admins only: who works in the back office, giving an account a role and withdrawing it. */
export function BackofficeStaffPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('staff.title'));
  const language = useLanguage();
  const loaded = useRouteLoaderData<Awaited<ReturnType<typeof backofficeLoader>>>('backoffice');
  const isAdmin = loaded?.me.role === 'admin';
  const queryClient = useQueryClient();
  const staff = useQuery({ ...staffListQueryOptions(), enabled: isAdmin });
  const grantForm = useForm<GrantValues, unknown, z.output<typeof grantStaffRoleBodySchema>>({
    resolver: contractResolver(grantStaffRoleBodySchema),
    defaultValues: { email: '', role: 'operator' },
  });
  const grantErrorText = useFieldErrorText(grantForm.formState.errors, GRANT_ERROR_TEXTS);
  const [formError, setFormError] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: (member: StaffMember) => withdrawStaffRoles(member.id),
    onSuccess: async (_result, member) => {
      showSuccess(t('staff.withdrawn', { email: member.email }));
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'staff'] });
    },
    onError: showError,
  });
  // A refusal closes the dialog too: its toast says why.
  const confirmWithdrawing = (member: StaffMember) =>
    openConfirmDialog({
      title: t('staff.withdraw_title'),
      children: <Text>{t('staff.withdraw_body', { email: member.email })}</Text>,
      confirmLabel: t('staff.withdraw'),
      cancelLabel: t('cancel'),
      destructive: true,
      onConfirm: () => withdraw.mutateAsync(member).catch(() => undefined),
    });

  if (!isAdmin) return <Navigate to={backofficePath(language)} replace />;

  const submit = grantForm.handleSubmit(async (body) => {
    try {
      await grantStaffRole(body.email, body.role);
      showSuccess(t('staff.granted', { email: body.email }));
      grantForm.resetField('email');
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'staff'] });
    } catch (error) {
      setFormError(errorText(error instanceof ApiError ? error.codes[0] : undefined));
    }
  });

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('staff.title')}
      </Title>
      <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="grant-title">
        <form
          onSubmit={(event) => {
            setFormError(null);
            void submit(event);
          }}
          noValidate
        >
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
                autoComplete="off"
                required
                style={{ flex: '1 1 220px' }}
                {...grantForm.register('email')}
                error={grantErrorText('email')}
              />
              <Controller
                control={grantForm.control}
                name="role"
                render={({ field }) => (
                  <Select<StaffRole>
                    ref={field.ref}
                    label={t('staff.role')}
                    data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    error={grantErrorText('role')}
                    allowDeselect={false}
                    style={{ flex: '0 1 180px' }}
                  />
                )}
              />
              <Button type="submit" loading={grantForm.formState.isSubmitting}>
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
      {staff.isPending && <Loader role="status" aria-label={t('loading')} />}
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
                      onClick={() => confirmWithdrawing(member)}
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
    </Stack>
  );
}
