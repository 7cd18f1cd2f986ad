import { Button, Checkbox, Group, List, Loader, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { cancelAccountBodySchema, type CancellationTerms } from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { routeUrl } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { cancelMyAccount, myCancellationQueryOptions } from '../api/my-data';
import { RetryAlert } from './retry-alert';
import { PasswordField } from '../../../components/password-field';

/**
 * `POST privacy/me/cancellation`'s body as the form fills it: the password is required when the account has one
 * (the contract leaves it optional; the API answers wrong_password), and only sent then; an empty reason is left out.
 */
function cancelAccountFormSchema(needsPassword: boolean) {
  return cancelAccountBodySchema
    .superRefine((body, context) => {
      if (needsPassword && !body.current_password)
        context.addIssue({ code: 'custom', path: ['current_password'], message: 'required' });
    })
    .transform(({ current_password, reason, ...body }) => ({
      ...body,
      ...(needsPassword ? { current_password } : {}),
      ...(reason ? { reason } : {}),
    }));
}
type CancelAccountFormSchema = ReturnType<typeof cancelAccountFormSchema>;
const CANCEL_ACCOUNT_ERROR_TEXTS = {
  current_password: { required: 'legal:my_data.delete.password_required' },
};

/**
 * ARCO cancellation on the account page: "Delete my account" opens a dialog that says what happens (blocked at
 * once, erased after the retention period, what the law keeps, which companies go and which stay), asks for the
 * password and an explicit confirmation, then signs the person out.
 */
export function DeleteAccountPanel() {
  const { t } = useTranslation('legal');
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <Stack gap="xs" component="section" aria-labelledby="delete-account-title">
      <Title order={3} fz="md" id="delete-account-title">
        {t('my_data.delete.title')}
      </Title>
      <Text fz="sm" c="gray.7">
        {t('my_data.delete.intro')}
      </Text>
      <Group>
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={open}
        >
          {t('my_data.delete.action')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('my_data.delete.title')} centered size="lg">
        {opened && <DeleteAccountForm onCancel={close} />}
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('legal');
  const terms = useQuery(myCancellationQueryOptions());
  if (terms.isPending) return <Loader size="sm" role="status" aria-label={t('my_data.delete.loading')} />;
  if (terms.isError) {
    return <RetryAlert message={t('my_data.delete.load_failed')} onRetry={() => void terms.refetch()} />;
  }
  return <DeleteAccountFields info={terms.data} onCancel={onCancel} />;
}

function DeleteAccountFields({ info, onCancel }: { info: CancellationTerms; onCancel: () => void }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const navigate = useNavigate();
  const schema = useMemo(() => cancelAccountFormSchema(info.needs_password), [info.needs_password]);
  const form = useForm<z.input<CancelAccountFormSchema>, unknown, z.output<CancelAccountFormSchema>>({
    resolver: contractResolver(schema),
    // `confirm` stays unset until the person ticks that they understood.
    defaultValues: { current_password: '', reason: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, CANCEL_ACCOUNT_ERROR_TEXTS);
  const understood = useWatch({ control: form.control, name: 'confirm' }) === true;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    try {
      await cancelMyAccount(body);
      showSuccess(t('my_data.delete.done'));
      void navigate(routeUrl(language, 'Login'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.codes[0] === 'wrong_password') {
        form.setError('current_password', { message: 'wrong_password' });
      } else {
        showError(error);
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('my_data.delete.blocked_now', { count: info.retention_days })}</Text>
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('my_data.delete.kept_title')}
          </Text>
          <List fz="sm" spacing={2}>
            {info.retained.map((entry) => (
              <List.Item key={entry.record}>
                {t(`my_data.delete.retained.${entry.record}`, { count: entry.years })}
              </List.Item>
            ))}
          </List>
        </Stack>
        {info.companies_deleted.length > 0 && (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t('my_data.delete.companies_deleted')}
            </Text>
            <List fz="sm" spacing={2}>
              {info.companies_deleted.map((company) => (
                <List.Item key={company.id}>{company.name}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {info.companies_kept.length > 0 && (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t('my_data.delete.companies_kept')}
            </Text>
            <List fz="sm" spacing={2}>
              {info.companies_kept.map((company) => (
                <List.Item key={company.id}>{company.name}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Text fz="sm">{t('my_data.delete.export_first')}</Text>
        {info.needs_password && (
          <PasswordField
            label={t('my_data.delete.password')}
            autoComplete="current-password"
            {...form.register('current_password')}
            error={errorText('current_password')}
            required
          />
        )}
        <Textarea
          label={t('my_data.delete.reason')}
          {...form.register('reason')}
          error={errorText('reason')}
          maxLength={2000}
          rows={2}
        />
        <Controller
          control={form.control}
          name="confirm"
          render={({ field }) => (
            <Checkbox
              label={t('my_data.delete.understood')}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={errorText('confirm')}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {t('my_data.delete.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!understood} loading={busy}>
            {t('my_data.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
