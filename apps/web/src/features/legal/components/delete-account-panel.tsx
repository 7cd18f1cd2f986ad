import {
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { cancelMyAccount, myCancellationQueryOptions } from '../api/my-data';
import { RetryAlert } from './retry-alert';

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
  const language = useLanguage();
  const navigate = useNavigate();
  const terms = useQuery(myCancellationQueryOptions());
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (terms.isPending) return <Loader size="sm" aria-label={t('my_data.delete.loading')} />;
  if (terms.isError) {
    return <RetryAlert message={t('my_data.delete.load_failed')} onRetry={() => void terms.refetch()} />;
  }
  const info = terms.data;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (info.needs_password && !password) {
      setPasswordError(t('my_data.delete.password_required'));
      return;
    }
    setBusy(true);
    try {
      await cancelMyAccount({
        confirm: true,
        ...(info.needs_password ? { current_password: password } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      showSuccess(t('my_data.delete.done'));
      void navigate(routeUrl(language, 'Login'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.codes[0] === 'wrong_password') {
        setPasswordError(errorText('wrong_password'));
      } else {
        showError(error);
      }
      setBusy(false);
    }
  };

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
          <PasswordInput
            label={t('my_data.delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(undefined);
            }}
            error={passwordError}
            required
          />
        )}
        <Textarea
          label={t('my_data.delete.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={2000}
          rows={2}
        />
        <Checkbox
          label={t('my_data.delete.understood')}
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
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
