import {
  LEGAL_NAME_REFUSAL_REASONS,
  REFUSAL_NOTE_MAX,
  type LegalNameCaseDetail,
  type LegalNameProposal,
  type LegalNameRefusalReason,
} from '@forja/contracts';
import { Alert, Button, Group, List, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { errorText, showSuccess } from '../../../../lib/notify';
import { refuseLegalNames } from '../api/legal-names';

/**
 * Confirms, with the reason and an optional note for the founder, that the SE refused one or several
 * proposals. Nothing is recorded until the operator confirms; a proposal someone decided meanwhile is refused
 * by the server with already_reviewed.
 */
export function RefuseDialog(props: {
  companyId: number;
  proposals: LegalNameProposal[];
  onClose: () => void;
  onDone: (detail: LegalNameCaseDetail) => void;
}) {
  const { t } = useTranslation('backoffice-names');
  const [reason, setReason] = useState<LegalNameRefusalReason | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; note?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = props.proposals.length;

  const close = () => {
    if (busy) return;
    setReason(null);
    setNote('');
    setProblems({});
    setServerError(null);
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = {
      reason: reason ? undefined : t('refuse.reason_required'),
      note: reason === 'other' && !note.trim() ? t('refuse.note_required') : undefined,
    };
    setProblems(found);
    if (!reason || found.note) return;
    setBusy(true);
    try {
      const detail = await refuseLegalNames(props.companyId, {
        denominationIds: props.proposals.map((proposal) => proposal.id),
        reason,
        note,
      });
      showSuccess(t('refuse.done', { count }));
      setReason(null);
      setNote('');
      props.onDone(detail);
    } catch (error) {
      setServerError(errorText(error instanceof ApiError ? error.codes[0] : undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={count > 0}
      onClose={close}
      title={t('refuse.title', { count })}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <List size="sm" spacing={2}>
            {props.proposals.map((proposal) => (
              <List.Item key={proposal.id}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {proposal.name}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="gray.7">
            {t('refuse.body')}
          </Text>
          <Radio.Group
            label={t('refuse.reason')}
            value={reason ?? ''}
            onChange={(value) => setReason(value as LegalNameRefusalReason)}
            error={problems.reason}
            required
          >
            <Stack gap="xs" mt="xs">
              {LEGAL_NAME_REFUSAL_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`refusal.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('refuse.note')}
            description={t('refuse.note_help')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={problems.note}
            maxLength={REFUSAL_NOTE_MAX}
            rows={3}
            required={reason === 'other'}
          />
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              {t('refuse.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
