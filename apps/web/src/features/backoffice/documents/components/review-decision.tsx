import type { DocumentRejectionCategory, ReviewNoteReader, ReviewState } from '@forja/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/notify';
import type { Rejection } from '../api/document-review';
import { RejectionDialog } from './rejection-dialog';

const STATE_COLOR: Record<ReviewState, string> = { waiting: 'blue', approved: 'forja', rejected: 'red' };

/** Codes that mean "what you see is out of date": the page offers to load it again. */
const STALE = new Set(['already_reviewed', 'document_changed']);

type Props = {
  state: ReviewState;
  subject: string;
  audience?: 'document' | 'representative';
  /** Who reads a rejection's note, and in which language. */
  noteReaders?: readonly ReviewNoteReader[];
  /** The decision taken, when there is one. */
  decided?: {
    category: DocumentRejectionCategory | null;
    note: string | null;
    by?: string | null;
    at?: string;
  };
  onApprove: () => Promise<unknown>;
  onReject: (rejection: Rejection) => Promise<unknown>;
  /** Loads the document again (after another operator or a new upload changed it). */
  onReload: () => void;
};

/** The state of what is reviewed and, while it waits, Approve and Reject (with its category dialog). */
export function ReviewDecision({
  state,
  subject,
  audience = 'document',
  noteReaders,
  decided,
  onApprove,
  onReject,
  onReload,
}: Props) {
  const { t } = useTranslation('backoffice-documents');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (kind: 'approve' | 'reject', act: () => Promise<unknown>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await act();
      setRejecting(false);
    } catch (error) {
      setRejecting(false);
      setProblem(error instanceof ApiError ? (error.codes[0] ?? 'unknown_error') : 'unknown_error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{t('decision.state')}</Text>
        <Badge color={STATE_COLOR[state]} variant="light" size="lg" radius="sm">
          {t(`states.${state}`)}
        </Badge>
      </Group>
      {state === 'rejected' && decided?.category && (
        <Text size="sm">
          {t('decision.rejected_because', { category: t(`categories.${decided.category}`) })}
          {decided.note ? ` ${t('decision.note', { note: decided.note })}` : ''}
        </Text>
      )}
      {state !== 'waiting' && decided?.by && decided.at && (
        <Text size="sm" c="gray.7">
          {t('decision.by', { who: decided.by, when: decided.at })}
        </Text>
      )}
      {problem && (
        <Alert color={STALE.has(problem) ? 'orange' : 'red'} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(problem)}</Text>
            {STALE.has(problem) && (
              <Button
                size="xs"
                variant="white"
                onClick={() => {
                  setProblem(null);
                  onReload();
                }}
              >
                {t('decision.reload')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {state === 'waiting' && (
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => void run('approve', onApprove)}
          >
            {t('decision.approve')}
          </Button>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={18} aria-hidden />}
            disabled={busy !== null}
            onClick={() => setRejecting(true)}
          >
            {t('decision.reject')}
          </Button>
        </Group>
      )}
      <RejectionDialog
        opened={rejecting}
        subject={subject}
        audience={audience}
        readers={noteReaders}
        busy={busy === 'reject'}
        onClose={() => setRejecting(false)}
        onReject={(rejection) => void run('reject', () => onReject(rejection))}
      />
    </Stack>
  );
}
