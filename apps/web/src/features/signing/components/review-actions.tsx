import type { SigningStatus } from '@forja/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { useAcknowledgeDraft } from '../api/acknowledge-draft';
import type { SigningAccess } from '../api/signing-access';
import type { SigningView } from '../signing-phase';
import { CorrectionRequest, isDraftChanged } from './correction-request';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

type Props = {
  status: SigningStatus;
  view: SigningView;
  access: SigningAccess;
  /** The draft changed since it was read (409 draft_changed): the page says so above the new draft. */
  onDraftChanged: () => void;
};

/** The caller's part of the review: agree with this version of the draft, or ask for a correction. */
export function ReviewActions({ status, view, access, onDraftChanged }: Props) {
  const { t } = useTranslation('signing');
  const acknowledge = useAcknowledgeDraft(status.company_id, access);
  const me = view.me;

  const agree = () =>
    acknowledge.mutate(
      {
        partner_id: status.partner_id,
        acknowledgment_completed: true,
        version: status.draft?.version ?? 0,
      },
      {
        onSuccess: () => showSuccess(t('review.acknowledged_toast')),
        onError: (error) => (isDraftChanged(error) ? onDraftChanged() : showError(error)),
      },
    );

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('review.title')}
        </Title>
        {me?.acknowledged ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
            <Text size="sm" c="gray.9">
              {t('review.you_acknowledged', { count: view.waitingFor })}
            </Text>
          </Alert>
        ) : (
          <Text size="sm">{t('review.explain')}</Text>
        )}
        {me?.correction_requested && (
          <Alert color="orange" variant="light" icon={<IconMessageCircle aria-hidden />}>
            <Text size="sm" c="gray.9">
              {t('review.you_asked_correction')}
            </Text>
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          {!me?.acknowledged && (
            <Button
              {...WRAPPING_BUTTON}
              loading={acknowledge.isPending}
              onClick={agree}
              leftSection={<IconCircleCheck size={18} aria-hidden />}
            >
              {t('review.acknowledge')}
            </Button>
          )}
          <CorrectionRequest
            status={status}
            access={access}
            disabled={acknowledge.isPending}
            onDraftChanged={onDraftChanged}
          />
        </Group>
      </Stack>
    </Card>
  );
}
