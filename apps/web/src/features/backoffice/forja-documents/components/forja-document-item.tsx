import { type ForjaDocument, type ForjaDocuments } from '@forja/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '../../../../components/confirm-dialog';
import { UploadProgress } from '../../../../components/upload-progress';
import { ApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format-date';
import { formatFileSize } from '../../../../lib/format-file-size';
import { errorText, showSuccess } from '../../../../lib/notify';
import { useLanguage } from '../../../../lib/use-language';
import { uploadForjaDocument, withdrawForjaDocument } from '../api/forja-documents';
import { uploadLimit } from '../../../../lib/upload-limit';

const STATE_LOOK = {
  missing: { bg: 'gray.2', c: 'gray.8' },
  in_review: { bg: 'blue.0', c: 'blue.9' },
  provided: { bg: 'forja.9', c: 'white' },
} as const;

/** A PDF by its declared type, or by its name when the browser declares none (the server checks the content). */
function looksLikePdf(file: File): boolean {
  if (file.type === 'application/pdf') return true;
  return file.type === '' && /\.pdf$/i.test(file.name);
}

/**
 * One document type only Forja provides, for one company: its current file (open it), upload or replace it
 * with a progress bar, or withdraw it after a confirmation. The document the operator saw goes with each act,
 * so a change made meanwhile by someone else is refused rather than overwritten.
 */
export function ForjaDocumentItem(props: {
  companyId: number;
  entry: ForjaDocument;
  onChanged: (documents: ForjaDocuments) => void;
  /** Why the file cannot be uploaded yet: the upload button is disabled and this says why under it. */
  uploadBlocked?: string | null;
}) {
  const { t } = useTranslation('backoffice-names');
  const { t: tc } = useTranslation('company');
  const language = useLanguage();
  const { entry } = props;
  const document = entry.document;
  const name = tc(`documents.types.${entry.type}.name`);
  const titleId = `forja-document-${entry.type}`;
  const state = !document ? 'missing' : document.is_approved ? 'provided' : 'in_review';
  const [upload, setUpload] = useState<{ fileName: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const resetRef = useRef<() => void>(null);
  const busy = upload !== null || withdrawing;
  const blocked = Boolean(props.uploadBlocked);
  const blockedId = `${titleId}-blocked`;

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!looksLikePdf(file)) {
      setProblem(t('documents.not_pdf'));
      return;
    }
    if (file.size > uploadLimit().bytes) {
      setProblem(t('documents.too_big', { max: uploadLimit().megabytes }));
      return;
    }
    setProblem(null);
    setUpload({ fileName: file.name, percent: 0 });
    try {
      const next = await uploadForjaDocument(props.companyId, entry.type, file, document?.id ?? null, {
        onProgress: (percent) => setUpload({ fileName: file.name, percent }),
      });
      showSuccess(t('documents.uploaded_toast', { name }));
      props.onChanged(next);
    } catch (error) {
      setProblem(errorText(error instanceof ApiError ? error.codes[0] : undefined));
    } finally {
      setUpload(null);
    }
  };

  const withdraw = async () => {
    if (!document) return;
    setWithdrawing(true);
    try {
      const next = await withdrawForjaDocument(props.companyId, entry.type, document.id);
      showSuccess(t('documents.withdrawn_toast', { name }));
      props.onChanged(next);
    } catch (error) {
      setProblem(errorText(error instanceof ApiError ? error.codes[0] : undefined));
    } finally {
      setWithdrawing(false);
    }
  };

  // Done or refused, the dialog closes: a toast or the card's alert says which.
  const confirmWithdrawing = () =>
    openConfirmDialog({
      title: t('documents.withdraw_title'),
      children: <Text>{t('documents.withdraw_body', { name })}</Text>,
      confirmLabel: t('documents.withdraw_confirm'),
      cancelLabel: t('cancel'),
      destructive: true,
      onConfirm: withdraw,
    });

  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} fz="md" id={titleId} style={{ flex: '1 1 12rem' }}>
            {name}
          </Title>
          <Badge
            radius="sm"
            size="lg"
            bg={STATE_LOOK[state].bg}
            c={STATE_LOOK[state].c}
            style={{ textTransform: 'none' }}
          >
            {t(`documents.${state}`)}
          </Badge>
        </Group>
        {document && (
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('documents.file', {
                name: document.file_name,
                size: formatFileSize(language, document.size_bytes),
              })}
            </Text>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {t('documents.uploaded_by', {
                who: document.uploaded_by_email ?? '—',
                date: formatDate(language, 'day', document.updated_at),
              })}
            </Text>
          </Stack>
        )}
        {upload && <UploadProgress fileName={upload.fileName} percent={upload.percent} />}
        {problem && (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <FileButton
            onChange={(file) => void choose(file)}
            accept="application/pdf,.pdf"
            resetRef={resetRef}
            disabled={busy || blocked}
            inputProps={{ 'aria-label': t('documents.file_input', { name }), disabled: blocked }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                disabled={blocked}
                aria-describedby={blocked ? blockedId : undefined}
                variant={document ? 'default' : 'filled'}
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={upload !== null}
              >
                {document ? t('documents.replace') : t('documents.upload')}
                <VisuallyHidden>: {name}</VisuallyHidden>
              </Button>
            )}
          </FileButton>
          {document?.document_url && (
            <Button
              component="a"
              href={document.document_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('documents.open')}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          )}
          {document && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmWithdrawing}
              disabled={busy}
            >
              {t('documents.withdraw')}
              <VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          )}
        </Group>
        {blocked && (
          <Text size="sm" c="gray.7" id={blockedId}>
            {props.uploadBlocked}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
