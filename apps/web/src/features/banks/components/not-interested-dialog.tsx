import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { useNotInterestedInBanks } from '../api/not-interested-banks';

type Props = {
  companyId: number;
  opened: boolean;
  onClose: () => void;
  /** After the answer is saved. */
  onDone?: () => void;
};

const REASON_MAX = 500;

/**
 * "I'm not interested": asks to confirm, with an optional reason (kept as typed if the call fails), since it
 * takes the bank step out of the way; the founder can still choose a bank later.
 */
export function NotInterestedDialog({ companyId, opened, onClose, onDone }: Props) {
  const { t } = useTranslation('banks');
  const [reason, setReason] = useState('');
  const notInterested = useNotInterestedInBanks(companyId);

  const confirm = () => {
    notInterested.mutate(reason.trim() || null, {
      onSuccess: () => {
        showSuccess(t('not_interested.saved'));
        setReason('');
        onClose();
        onDone?.();
      },
      onError: showError,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('not_interested.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('not_interested.body')}</Text>
        <Textarea
          label={t('not_interested.reason')}
          description={t('not_interested.reason_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value.slice(0, REASON_MAX))}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={notInterested.isPending}>
            {t('not_interested.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={notInterested.isPending}>
            {t('not_interested.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
