import {
  REVIEWED_DOCUMENT_KINDS,
  type DocumentReviewDetail,
  type ReviewedDocumentKind,
} from '@forja/contracts';
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { overviewQueryOptions } from '../api/staff';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { BackLink, CompanyRecordHeader, RecordNotFound } from '../components/record-header';
import {
  approveDocument,
  documentReviewQueryKeys,
  documentReviewQueryOptions,
  rejectDocument,
} from './api/document-review';
import { FilePreview } from './components/file-preview';
import { MatchData } from './components/match-data';
import { ReviewDecision } from './components/review-decision';
import { documentTypeName, formatDateTime } from './review-texts';

function useDocumentParams(): { kind: ReviewedDocumentKind; id: number } | null {
  const params = useParams();
  const kind = REVIEWED_DOCUMENT_KINDS.find((candidate) => candidate === params.kind);
  const id = Number(params.id);
  return kind && Number.isInteger(id) && id > 0 ? { kind, id } : null;
}

/**
 * One document to review: the file beside the data it must match, the state, and Approve or Reject with a
 * category. The decision carries the file's version, so a file replaced meanwhile is not decided unseen.
 */
export function DocumentReviewPage() {
  const params = useDocumentParams();
  const { t } = useTranslation('backoffice-documents');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const document = useQuery({
    ...documentReviewQueryOptions(params?.kind ?? 'company', params?.id ?? 0),
    enabled: params !== null,
  });
  const item = document.data;
  const typeName = item ? documentTypeName(t, item.kind, item.type) : '';
  const owner = item ? (item.partner?.name ?? item.company.name ?? item.company.friendly_id) : '';
  useDocumentTitle(item ? t('review.title', { document: typeName, owner }) : t('review.title_loading'));
  const queuePath = backofficePath(language, 'documents');

  const decided = async (message: string) => {
    showSuccess(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: documentReviewQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: overviewQueryOptions().queryKey }),
    ]);
    await navigate(queuePath);
  };

  if (!params || (document.isError && document.error instanceof ApiError && document.error.status === 404)) {
    return <RecordNotFound message={t('review.not_found')} backTo={queuePath} backLabel={t('review.back')} />;
  }

  return (
    <Stack gap="lg">
      <BackLink to={queuePath}>{t('review.back')}</BackLink>
      {document.isPending && <Loader role="status" aria-label={t('loading')} />}
      {document.isError && <LoadErrorAlert error={document.error} />}
      {item && (
        <>
          <CompanyRecordHeader
            friendlyId={item.company.friendly_id}
            companyName={item.company.name}
            title={t('review.title', { document: typeName, owner })}
          >
            <Text size="sm" c="gray.7">
              {t('review.uploaded', {
                when: formatDateTime(language, item.uploaded_at),
                file: uploadedFiles(t, item),
              })}
            </Text>
          </CompanyRecordHeader>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <DocumentFiles item={item} document={typeName} owner={owner} />
            <Stack gap="md">
              <MatchData match={item.must_match} titleId="must-match" />
              <Card withBorder radius="md" p="md">
                <ReviewDecision
                  state={item.state}
                  subject={t('review.subject', { document: typeName, owner })}
                  noteReaders={item.note_readers}
                  decided={
                    item.last_decision
                      ? {
                          category: item.last_decision.category,
                          note: item.last_decision.note,
                          by: item.last_decision.reviewer_email,
                          at: formatDateTime(language, item.last_decision.decided_at),
                        }
                      : undefined
                  }
                  onApprove={async () => {
                    await approveDocument(item.kind, item.id, item.version);
                    await decided(t('review.approved_toast', { document: typeName, owner }));
                  }}
                  onReject={async (rejection) => {
                    await rejectDocument(item.kind, item.id, item.version, rejection);
                    await decided(t('review.rejected_toast', { document: typeName, owner }));
                  }}
                  onReload={() => void document.refetch()}
                />
              </Card>
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/**
 * The uploaded file's name; for a document of several sides (the commissary's ID) each side's, named by side
 * («Frente: ine.png · Reverso: ine-atras.pdf»).
 */
function uploadedFiles(t: TFunction<'backoffice-documents'>, item: DocumentReviewDetail): string {
  if (item.other_sides.length === 0) return item.file_name;
  const sides = [{ side: 'front' as const, file_name: item.file_name }, ...item.other_sides];
  return sides
    .map(({ side, file_name }) =>
      file_name
        ? t('review.side_file', { side: t(`review.sides.${side}`), file: file_name })
        : t('review.side_file_unnamed', { side: t(`review.sides.${side}`) }),
    )
    .join(' · ');
}

/**
 * The document's file, or each of its sides when it has more than one (the commissary's ID: the front and the
 * back), one below the other with its name: the decision covers every side shown.
 */
function DocumentFiles({
  item,
  document,
  owner,
}: {
  item: DocumentReviewDetail;
  document: string;
  owner: string;
}) {
  const { t } = useTranslation('backoffice-documents');
  const path = `documents/${item.kind}/${item.id}/file`;
  if (item.other_sides.length === 0) {
    return (
      <FilePreview
        path={path}
        version={item.version}
        contentType={item.content_type}
        title={t('review.file_title', { document, owner })}
      />
    );
  }
  const sides = [{ side: 'front' as const, content_type: item.content_type }, ...item.other_sides];
  return (
    <Stack gap="lg">
      {sides.map(({ side, content_type }) => {
        const name = t(`review.sides.${side}`);
        return (
          <Stack gap="xs" key={side} component="section" aria-labelledby={`side-${side}`}>
            <Title order={2} fz="lg" id={`side-${side}`}>
              {name}
            </Title>
            <FilePreview
              path={side === 'front' ? path : `${path}?side=${side}`}
              version={item.version}
              contentType={content_type}
              title={t('review.side_file_title', { side: name, document, owner })}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
