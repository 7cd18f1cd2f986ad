import { Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  approveLegalRepresentative,
  legalRepresentativeReviewQueryKeys,
  legalRepresentativeReviewQueryOptions,
  rejectLegalRepresentative,
} from './api/legal-representative-review';
import { FilePreview } from './components/file-preview';
import { ReviewDecision } from './components/review-decision';
import { formatDateTime } from './review-texts';

/** One legal representative to review: their ID beside the name and RFC the founder gave, and the decision. */
export function LegalRepresentativeReviewPage() {
  const { t } = useTranslation('backoffice-documents');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const representative = useQuery({
    ...legalRepresentativeReviewQueryOptions(valid ? id : 0),
    enabled: valid,
  });
  const item = representative.data;
  useDocumentTitle(item ? t('representatives.review_title', { name: item.name }) : t('review.title_loading'));
  const queuePath = backofficePath(language, 'legal-representatives');

  const decided = async (message: string) => {
    showSuccess(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: legalRepresentativeReviewQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: overviewQueryOptions().queryKey }),
    ]);
    await navigate(queuePath);
  };

  if (
    !valid ||
    (representative.isError &&
      representative.error instanceof ApiError &&
      representative.error.status === 404)
  ) {
    return (
      <RecordNotFound
        message={t('representatives.not_found')}
        backTo={queuePath}
        backLabel={t('representatives.back')}
      />
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to={queuePath}>{t('representatives.back')}</BackLink>
      {representative.isPending && <Loader role="status" aria-label={t('loading')} />}
      {representative.isError && <LoadErrorAlert error={representative.error} />}
      {item && (
        <>
          <CompanyRecordHeader
            friendlyId={item.company.friendly_id}
            companyName={item.company.name}
            title={t('representatives.review_title', { name: item.name })}
          >
            <Text size="sm" c="gray.7">
              {t('representatives.added', { when: formatDateTime(language, item.created_at) })}
            </Text>
          </CompanyRecordHeader>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <FilePreview
              path={`legal-representatives/${item.id}/image`}
              version={String(item.id)}
              contentType={item.image_content_type}
              title={t('representatives.id_file', { name: item.name })}
            />
            <Stack gap="md">
              <Card withBorder radius="md" p="md" component="section" aria-labelledby="must-match">
                <Stack gap="xs">
                  <Title order={2} fz="lg" id="must-match">
                    {t('match.title')}
                  </Title>
                  <Table variant="vertical" layout="fixed" withTableBorder>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Th w="40%">{t('match.name')}</Table.Th>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th>{t('match.rfc')}</Table.Th>
                        <Table.Td ff="monospace">{item.rfc}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th>{t('representatives.manual_verification')}</Table.Th>
                        <Table.Td>
                          {t(item.manual_verification ? 'representatives.yes' : 'representatives.no')}
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Stack>
              </Card>
              <Card withBorder radius="md" p="md">
                <ReviewDecision
                  state={item.state}
                  subject={t('representatives.subject', { name: item.name })}
                  audience="representative"
                  decided={{ category: item.rejection_category, note: item.rejection_note }}
                  onApprove={async () => {
                    await approveLegalRepresentative(item.id);
                    await decided(t('representatives.approved_toast', { name: item.name }));
                  }}
                  onReject={async (rejection) => {
                    await rejectLegalRepresentative(item.id, rejection);
                    await decided(t('representatives.rejected_toast', { name: item.name }));
                  }}
                  onReload={() => void representative.refetch()}
                />
              </Card>
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
