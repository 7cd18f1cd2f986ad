import { Alert, Button, Card, Group, List, Loader, Progress, Stack, Text } from '@mantine/core';
import { partnerIdentityFailed } from '@forja/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getIdentityVerification, partnersQueryKeys } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { StepHeader } from './step-frame';

/** How often the page asks for the result. */
export const IDENTITY_POLL_MS = 2_000;

type Props = {
  partnerId: number;
  access: PartnerAccess;
  /** The verification step, to record again. */
  verificationUrl: string;
  onApproved: () => void;
};

/**
 * analyzing_data: asks `GET partner/{id}/identity-verification` every 2 s while the check is pending, with a
 * progress indicator; moves on when approved, and says what to do when it failed or never started.
 */
export function AnalyzingIdentity({ partnerId, access, verificationUrl, onApproved }: Props) {
  const { t } = useTranslation('partners');
  const [ticks, setTicks] = useState(0);
  const query = useQuery({
    queryKey: partnersQueryKeys.identity(partnerId),
    queryFn: ({ signal }) => getIdentityVerification(partnerId, access, signal),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'Pending' || current.state.status === 'pending' ? IDENTITY_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: 2,
  });
  const status = query.data?.status ?? null;
  const failed = status !== null && partnerIdentityFailed({ mati_status: [{ status }] });
  const waiting = query.isPending || status === 'Pending';

  // The bar moves while the page waits (it never claims to be done before the answer).
  useEffect(() => {
    if (!waiting) return undefined;
    const id = window.setInterval(() => setTicks((value) => value + 1), 1_000);
    return () => window.clearInterval(id);
  }, [waiting]);

  const moved = useRef(false);
  useEffect(() => {
    if (status !== 'Approved' || moved.current) return;
    moved.current = true;
    onApproved();
  }, [status, onApproved]);

  if (failed) {
    return (
      <Stack gap="lg">
        <StepHeader title={t('analyzing.failed_title')} intro={t('analyzing.failed_intro')} />
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" c="gray.9" fw={600}>
            {t('analyzing.failed_what')}
          </Text>
          <List size="sm" mt="xs" spacing={4}>
            <List.Item>{t('analyzing.tip_light')}</List.Item>
            <List.Item>{t('analyzing.tip_id')}</List.Item>
            <List.Item>{t('analyzing.tip_face')}</List.Item>
          </List>
        </Alert>
        <Group justify="flex-end">
          <Button component={Link} to={verificationUrl}>
            {t('analyzing.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!waiting && status === null) {
    return (
      <Stack gap="lg">
        <StepHeader title={t('analyzing.missing_title')} intro={t('analyzing.missing_intro')} />
        <Group justify="flex-end">
          <Button component={Link} to={verificationUrl}>
            {t('analyzing.go_verify')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <StepHeader title={t('analyzing.title')} intro={t('analyzing.intro')} />
      <Card withBorder radius="md" p="lg">
        <Stack gap="md" align="center">
          <Loader size="lg" aria-hidden />
          <Text fw={700} role="status" aria-live="polite" ta="center">
            {status === 'Approved' ? t('analyzing.approved') : t('analyzing.checking')}
          </Text>
          <Progress
            w="100%"
            value={status === 'Approved' ? 100 : Math.min(90, 10 + ticks * 6)}
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
