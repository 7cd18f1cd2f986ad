import type { SigningStatus } from '@forja/contracts';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { useAcknowledgeDraft } from '../api/acknowledge-draft';
import type { SigningAccess } from '../api/signing-access';
import { CorrectionDialog } from './correction-dialog';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

export const isDraftChanged = (error: unknown) =>
  error instanceof ApiError && error.codes[0] === 'draft_changed';

type Props = {
  status: SigningStatus;
  access: SigningAccess;
  disabled?: boolean;
  onDraftChanged: () => void;
};

/** "Ask for a correction": a dialog for the note, then the request on the version the partner read. */
export function CorrectionRequest({ status, access, disabled, onDraftChanged }: Props) {
  const { t } = useTranslation('signing');
  const request = useAcknowledgeDraft(status.company_id, access);
  const [opened, setOpened] = useState(false);
  // A new dialog (an empty note) after each request sent.
  const [dialogKey, setDialogKey] = useState(0);

  const submit = (note: string) =>
    request.mutate(
      {
        partner_id: status.partner_id,
        acknowledgment_completed: false,
        version: status.draft?.version ?? 0,
        note,
      },
      {
        onSuccess: () => {
          showSuccess(t('correction.sent_toast'));
          setOpened(false);
          setDialogKey((key) => key + 1);
        },
        onError: (error) => {
          if (isDraftChanged(error)) {
            setOpened(false);
            onDraftChanged();
          } else showError(error);
        },
      },
    );

  return (
    <>
      <Button
        variant="subtle"
        {...WRAPPING_BUTTON}
        disabled={disabled || request.isPending}
        onClick={() => setOpened(true)}
        leftSection={<IconMessageCircle size={18} aria-hidden />}
      >
        {t('review.ask_correction')}
      </Button>
      <CorrectionDialog
        key={dialogKey}
        opened={opened}
        busy={request.isPending}
        onClose={() => setOpened(false)}
        onSubmit={submit}
      />
    </>
  );
}
