import { Button, Card, FileButton, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showActionError, showSuccess } from '../../../lib/notify';
import {
  acceptedTypes,
  fileProblem,
  humanizeCategory,
  isIdImage,
  type PartnerDocumentRow,
  type PartnerDocumentState,
} from '../partner-documents';
import { StatusBadge, type StatusTone } from './status-badge';
import { UploadProgress } from '../../../components/upload-progress';
import { uploadLimit } from '../../../lib/upload-limit';

const STATE_TONE: Record<PartnerDocumentState, StatusTone> = {
  missing: 'neutral',
  uploaded: 'info',
  approved: 'success',
  rejected: 'danger',
};

export type UploadDocument = (file: File, onProgress: (percent: number) => void) => Promise<void>;

type Props = {
  row: PartnerDocumentRow;
  /** Sends the file; resolves once the partner's data was read again. */
  onUpload: UploadDocument;
  /** A prefix for element ids when several partners' lists are on one page. */
  idPrefix?: string;
  /** An approved document can no longer be replaced. */
  disabled?: boolean;
  /** Whose document it is to the reader: their own (addressed as "tu…"), or another partner's. */
  whose?: 'own' | 'other';
};

/** One partner document: what it is, its state, and upload or replace with a progress bar. */
export function DocumentUploadItem({
  row,
  onUpload,
  idPrefix = 'doc',
  disabled = false,
  whose = 'own',
}: Props) {
  const { t } = useTranslation('partners');
  /** Another partner's document is told in the third person where the text has its own wording for it. */
  const told = (key: string) => (whose === 'other' ? t([`${key}_other`, key]) : t(key));
  const [upload, setUpload] = useState<{ fileName: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string>();
  const resetRef = useRef<() => void>(null);
  const name = told(`documents.types.${row.type}.name`);
  const titleId = `${idPrefix}-${row.type}`;
  const rejection = row.document?.rejection_category?.trim();
  const note = row.document?.rejection_note?.trim();
  const canUpload = !disabled && row.state !== 'approved';

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const quick = fileProblem(row.type, file);
    if (quick === 'format') {
      setProblem(t(isIdImage(row.type) ? 'documents.not_image_or_pdf' : 'documents.not_pdf'));
      return;
    }
    if (quick === 'size') {
      setProblem(t('documents.too_big', { max: uploadLimit().megabytes }));
      return;
    }
    setProblem(undefined);
    setUpload({ fileName: file.name, percent: 0 });
    try {
      await onUpload(file, (percent) => setUpload({ fileName: file.name, percent }));
      showSuccess(t('documents.uploaded_toast', { name }), { action: `upload:${titleId}` });
    } catch (error) {
      showActionError(error, `upload:${titleId}`);
    } finally {
      setUpload(null);
    }
  };

  const badge =
    row.optional && row.state === 'missing'
      ? { tone: 'neutral' as const, label: t('documents.states.optional') }
      : { tone: STATE_TONE[row.state], label: t(`documents.states.${row.state}`) };

  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} fz="md" id={titleId} style={{ flex: '1 1 12rem' }}>
            {name}
          </Title>
          <StatusBadge tone={badge.tone} size="lg">
            {badge.label}
          </StatusBadge>
        </Group>
        <Text size="sm" c="gray.7">
          {told(`documents.types.${row.type}.explain`)}
        </Text>
        {row.type === 'passport' && row.optional && (
          <Text size="sm" c="gray.7">
            {told('documents.passport_instead')}
          </Text>
        )}
        {row.state === 'rejected' && rejection && (
          <Text size="sm" c="red.8">
            {t('documents.rejected_because', {
              reason: t(`documents.rejections.${rejection}`, { defaultValue: humanizeCategory(rejection) }),
            })}
          </Text>
        )}
        {row.state === 'rejected' && note && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t('documents.rejection_note', { note })}
          </Text>
        )}
        {upload && <UploadProgress fileName={upload.fileName} percent={upload.percent} />}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {(canUpload || row.document?.document_url) && (
          <Group gap="sm" wrap="wrap">
            {canUpload && (
              <FileButton
                onChange={(file) => void choose(file)}
                accept={acceptedTypes(row.type)}
                resetRef={resetRef}
                inputProps={{ 'aria-label': t('documents.file_input', { name }) }}
              >
                {(props) => (
                  // Busy, not disabled, while the file goes up: a disabled button drops the keyboard focus to
                  // the page, and the same button (now «Reemplazar») keeps it once the upload is done.
                  <Button
                    {...props}
                    onClick={() => {
                      if (upload === null) props.onClick();
                    }}
                    aria-busy={upload !== null}
                    variant={row.state === 'missing' && !row.optional ? 'filled' : 'default'}
                    leftSection={
                      upload !== null ? (
                        <Loader size={16} aria-hidden />
                      ) : (
                        <IconUpload size={18} aria-hidden />
                      )
                    }
                  >
                    {row.state === 'missing' ? t('documents.upload') : t('documents.replace')}
                    <VisuallyHidden>: {name}</VisuallyHidden>
                  </Button>
                )}
              </FileButton>
            )}
            {row.document?.document_url && row.state !== 'missing' && (
              <Button
                component="a"
                href={row.document.document_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                leftSection={<IconExternalLink size={18} aria-hidden />}
              >
                {t('documents.view')}
                <VisuallyHidden>: {name}</VisuallyHidden>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
