import { Alert, Button, Card, Group, List, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commissaryQueryKeys } from '../api/commissary-paths';
import { identityCheckFailed, refreshCommissaryIdentity } from '../api/get-commissary-verification';

/** How often the page asks for the result. */
export const IDENTITY_POLL_MS = 2_000;

type Props = {
  companyId: number;
  /** The identity is verified: on to the certificate. */
  onVerified: () => void;
  /** The check failed: record and send again. */
  onRetry: () => void;
};

/**
 * The wait for the identity check: asks `GET update-verification-mati-owner/{id}` every 2 s with a progress
 * indicator until is_metamap_validated; says what to do when the provider refused the check.
 */
export function IdentityAnalyzing({ companyId, onVerified, onRetry }: Props) {
  const { t } = useTranslation('commissary');
  const [ticks, setTicks] = useState(0);
  const query = useQuery({
    queryKey: commissaryQueryKeys.identity(companyId),
    queryFn: ({ signal }) => refreshCommissaryIdentity(companyId, signal),
    refetchInterval: (current) => {
      const data = current.state.data;
      return data?.is_metamap_validated || identityCheckFailed(data) ? false : IDENTITY_POLL_MS;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: 2,
  });
  const verified = query.data?.is_metamap_validated === true;
  const failed = !verified && identityCheckFailed(query.data);
  const waiting = !verified && !failed;

  useEffect(() => {
    if (!waiting) return undefined;
    const id = window.setInterval(() => setTicks((value) => value + 1), 1_000);
    return () => window.clearInterval(id);
  }, [waiting]);

  const moved = useRef(false);
  useEffect(() => {
    if (!verified || moved.current) return;
    moved.current = true;
    onVerified();
  }, [verified, onVerified]);

  if (failed) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('analyzing.failed_title')}
        </Title>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" c="gray.9" fw={600}>
            {t('analyzing.failed_what')}
          </Text>
          <List size="sm" mt="xs" spacing={4} c="gray.9">
            <List.Item>{t('analyzing.tip_light')}</List.Item>
            <List.Item>{t('analyzing.tip_id')}</List.Item>
            <List.Item>{t('analyzing.tip_face')}</List.Item>
          </List>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onRetry}>{t('analyzing.retry')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('analyzing.title')}
        </Title>
        <Text c="gray.7" mt="xs">
          {t('analyzing.intro')}
        </Text>
      </div>
      <Card withBorder radius="md" p="lg">
        <Stack gap="md" align="center">
          <Loader size="lg" aria-hidden />
          <Text fw={700} role="status" aria-live="polite" ta="center">
            {verified ? t('analyzing.approved') : t('analyzing.checking')}
          </Text>
          <Progress
            w="100%"
            value={verified ? 100 : Math.min(90, 10 + ticks * 6)}
            striped
            animated
            color="forja.6"
            aria-label={t('analyzing.progress_label')}
          />
          <Text size="sm" c="gray.7" ta="center">
            {t('analyzing.wait_hint')}
          </Text>
          {query.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('analyzing.poll_error')}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
