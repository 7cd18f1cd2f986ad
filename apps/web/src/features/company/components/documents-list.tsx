import { Badge, Button, Card, FileButton, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { isCommissaryDocument, type Company } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showActionError, showSuccess } from '../../../lib/notify';
import { uploadCompanyDocument } from '../api/documents';
import {
  documentRows,
  humanizeCategory,
  looksLikePdf,
  type DocumentRow,
  type DocumentState,
} from '../document-states';
import { UploadProgress } from '../../../components/upload-progress';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { uploadLimit } from '../../../lib/upload-limit';

const STATE_COLOR: Record<DocumentState, string> = {
  missing: 'gray',
  uploaded: 'blue',
  approved: 'teal',
  rejected: 'red',
};

type DocumentItemProps = {
  companyId: number;
  row: DocumentRow;
  onUploaded: () => Promise<void> | void;
  /** The company is formed online (S.A.S.): its articles come from the Secretaría de Economía, not a notary. */
  formsOnline?: boolean;
  /**
   * While no file is there: what the badge says instead of "missing" (Forja will put it there), and what the
   * upload button says (what kind of file the founder would upload).
   */
  missing?: { badge?: string; upload: string };
};

/** The types whose explanation differs for a company formed online (S.A.S.). */
const EXPLAINED_ONLINE: readonly DocumentRow['type'][] = ['articles_of_incorporation'];

export function DocumentItem({
  companyId,
  row,
  onUploaded,
  formsOnline = false,
  missing,
}: DocumentItemProps) {
  const { t } = useTranslation('company');
  const [upload, setUpload] = useState<{ fileName: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string>();
  const resetRef = useRef<() => void>(null);
  const name = t(`documents.types.${row.type}.name`);
  const titleId = `document-${row.type}`;
  const { document, state } = row;

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    // A quick answer in the browser; the server decides by the file's content.
    if (!looksLikePdf(file)) {
      setProblem(t('documents.not_pdf'));
      return;
    }
    if (file.size > uploadLimit().bytes) {
      setProblem(t('documents.too_big', { max: uploadLimit().megabytes }));
      return;
    }
    setProblem(undefined);
    setUpload({ fileName: file.name, percent: 0 });
    try {
      await uploadCompanyDocument(companyId, row.type, file, {
        onProgress: (percent) => setUpload({ fileName: file.name, percent }),
      });
      showSuccess(t('documents.uploaded_toast', { name }), { action: `upload:${titleId}` });
      await onUploaded();
    } catch (error) {
      showActionError(error, `upload:${titleId}`);
    } finally {
      setUpload(null);
    }
  };

  const canUpload = row.founderUploads && state !== 'approved';
  const rejection = document?.rejection_category?.trim();
  const note = document?.rejection_note?.trim();

  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} fz="md" id={titleId} style={{ flex: '1 1 12rem' }}>
            {name}
          </Title>
          <Badge
            color={state === 'missing' && missing?.badge ? 'blue' : STATE_COLOR[state]}
            variant="light"
            size="lg"
            radius="sm"
          >
            {state === 'missing' && missing?.badge ? missing.badge : t(`documents.states.${state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t(
            `documents.types.${row.type}.${formsOnline && EXPLAINED_ONLINE.includes(row.type) ? 'explain_online' : 'explain'}`,
          )}
        </Text>
        {state === 'rejected' && rejection && (
          <Text size="sm" c="red.8">
            {t('documents.rejected_because', {
              reason: t(`documents.rejections.${rejection}`, { defaultValue: humanizeCategory(rejection) }),
            })}
          </Text>
        )}
        {state === 'rejected' && note && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t('documents.rejection_note', { note })}
          </Text>
        )}
        {!row.founderUploads && state === 'missing' && (
          <Text size="sm" c="gray.7">
            {t(isCommissaryDocument(row.type) ? 'documents.commissary_uploads' : 'documents.provided_by_us')}
          </Text>
        )}
        {upload && <UploadProgress fileName={upload.fileName} percent={upload.percent} />}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {(canUpload || document?.document_url) && (
          <Group gap="sm" wrap="wrap">
            {canUpload && (
              <FileButton
                onChange={(file) => void choose(file)}
                accept="application/pdf,.pdf"
                resetRef={resetRef}
                disabled={upload !== null}
                inputProps={{ 'aria-label': t('documents.file_input', { name }) }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant={state === 'missing' && !missing ? 'filled' : 'default'}
                    leftSection={<IconUpload size={18} aria-hidden />}
                    loading={upload !== null}
                    {...WRAPPING_BUTTON}
                  >
                    {state !== 'missing'
                      ? t('documents.replace')
                      : (missing?.upload ?? t('documents.upload'))}
                    <VisuallyHidden>: {name}</VisuallyHidden>
                  </Button>
                )}
              </FileButton>
            )}
            {document?.document_url && (
              <Button
                component="a"
                href={document.document_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('documents.download')}
                <VisuallyHidden>: {name}</VisuallyHidden>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

type DocumentsListProps = { company: Company; onUploaded: () => Promise<void> | void };

/**
 * The company's documents, the founder's first (with upload), then the ones Forja, the notary or the Secretaría
 * de Economía provide: only those this company will have (documentRows), so an S.A.S. is promised no testimonio
 * and no commissary's documents, and a company without Forja as legal representative no mandate contract.
 */
export function DocumentsList({ company, onUploaded }: DocumentsListProps) {
  const { t } = useTranslation('company');
  const rows = documentRows(company.documents, company);
  const formsOnline = societyTypeFormsOnline(company.company_type);
  const founder = rows.filter((row) => row.founderUploads);
  const provided = rows.filter((row) => !row.founderUploads);
  const done = founder.filter((row) => row.state === 'uploaded' || row.state === 'approved').length;

  return (
    <Stack gap="xl">
      <section aria-labelledby="documents-yours">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg" id="documents-yours">
              {t('documents.yours_title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('documents.yours_hint', { done, total: founder.length, max: uploadLimit().megabytes })}
            </Text>
          </div>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {founder.map((row) => (
              <DocumentItem
                key={row.type}
                companyId={company.id}
                row={row}
                onUploaded={onUploaded}
                formsOnline={formsOnline}
              />
            ))}
          </Stack>
        </Stack>
      </section>
      <section aria-labelledby="documents-ours">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg" id="documents-ours">
              {t('documents.ours_title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('documents.ours_hint')}
            </Text>
          </div>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {provided.map((row) => (
              <DocumentItem
                key={row.type}
                companyId={company.id}
                row={row}
                onUploaded={onUploaded}
                formsOnline={formsOnline}
              />
            ))}
          </Stack>
        </Stack>
      </section>
    </Stack>
  );
}
