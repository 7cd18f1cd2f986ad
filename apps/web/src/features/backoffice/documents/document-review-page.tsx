import { REVIEWED_DOCUMENT_KINDS, type ReviewedDocumentKind } from '@forja/contracts';
import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { overviewQueryOptions } from '../api/staff';
import { backofficePath } from '../navigation';
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
    return (
      <Stack gap="md">
        <Alert color="orange" role="alert">
          {t('review.not_found')}
        </Alert>
        <Anchor component={Link} to={queuePath}>
          {t('review.back')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={queuePath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('review.back')}
        </Group>
      </Anchor>
      {document.isPending && <Loader role="status" aria-label={t('loading')} />}
      {document.isError && (
        <Alert color="red" role="alert">
          {errorText(document.error instanceof ApiError ? document.error.codes[0] : undefined)}
        </Alert>
      )}
      {item && (
        <>
          <div>
            <Group gap="xs" wrap="wrap">
              <Badge variant="outline" color="gray" c="gray.8" radius="sm" ff="monospace">
                {item.company.friendly_id}
              </Badge>
              <Text size="sm" c="gray.7">
                {item.company.name}
              </Text>
            </Group>
            <Title order={1} fz={{ base: 24, sm: 28 }} mt={4}>
              {t('review.title', { document: typeName, owner })}
            </Title>
            <Text size="sm" c="gray.7">
              {t('review.uploaded', {
                when: formatDateTime(language, item.uploaded_at),
                file: item.file_name,
              })}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <FilePreview
              path={`documents/${item.kind}/${item.id}/file`}
              version={item.version}
              contentType={item.content_type}
              title={t('review.file_title', { document: typeName, owner })}
            />
            <Stack gap="md">
              <MatchData match={item.must_match} titleId="must-match" />
              <Card withBorder radius="md" p="md">
                <ReviewDecision
                  state={item.state}
                  subject={t('review.subject', { document: typeName, owner })}
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
