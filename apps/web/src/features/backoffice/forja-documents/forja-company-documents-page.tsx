import type { ForjaDocuments } from '@forja/contracts';
import { Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { BackLink, CompanyRecordHeader } from '../components/record-header';
import { forjaDocumentsQueryKeys, forjaDocumentsQueryOptions } from './api/forja-documents';
import { ForjaDocumentItem } from './components/forja-document-item';

/** One company's documents only Forja provides: each type with its file, to upload, replace or withdraw. */
export function ForjaCompanyDocumentsPage() {
  const { t } = useTranslation('backoffice-names');
  const language = useLanguage();
  const companyId = Number(useParams().companyId);
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const queryClient = useQueryClient();
  const query = useQuery({ ...forjaDocumentsQueryOptions(companyId), enabled: valid });
  const data = query.data;
  const company = data ? (data.legal_name ?? data.name ?? data.friendly_id) : '';
  useDocumentTitle(data ? t('documents.company_title', { company }) : t('documents.title'));

  const changed = (next: ForjaDocuments) => {
    queryClient.setQueryData(forjaDocumentsQueryKeys.company(companyId), next);
  };

  return (
    <Stack gap="lg">
      <BackLink to={backofficePath(language, 'forja-documents')}>{t('documents.back')}</BackLink>
      {valid && query.isPending && <Loader role="status" aria-label={t('loading')} />}
      {(!valid || query.isError) && (
        <LoadErrorAlert
          error={query.error}
          text={
            !valid || (query.error instanceof ApiError && query.error.codes[0] === 'company_not_found')
              ? t('documents.not_found')
              : undefined
          }
          retry={valid ? { label: t('retry'), onClick: () => void query.refetch() } : undefined}
        />
      )}
      {data && (
        <>
          <CompanyRecordHeader
            friendlyId={data.friendly_id}
            title={t('documents.company_title', { company })}
          >
            {data.founder_email && (
              <Text c="gray.7" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t('founder', { name: data.founder_email })}
              </Text>
            )}
            <Text c="gray.7" mt={4} maw={760}>
              {t('documents.intro')}
            </Text>
          </CompanyRecordHeader>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.documents.map((entry) => (
              <ForjaDocumentItem
                key={entry.type}
                companyId={data.company_id}
                entry={entry}
                onChanged={changed}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
