import type { ForjaDocuments } from '@forja/contracts';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
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
      <Anchor component={Link} to={backofficePath(language, 'forja-documents')} fw={600}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={18} aria-hidden />
          {t('documents.back')}
        </Group>
      </Anchor>
      {valid && query.isPending && <Loader role="status" aria-label={t('loading')} />}
      {(!valid || query.isError) && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {!valid || (query.error instanceof ApiError && query.error.codes[0] === 'company_not_found')
                ? t('documents.not_found')
                : errorText(query.error instanceof ApiError ? query.error.codes[0] : undefined)}
            </Text>
            {valid && (
              <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {data && (
        <>
          <div>
            <Badge variant="outline" color="gray" c="gray.8" radius="sm" ff="monospace">
              {data.friendly_id}
            </Badge>
            <Title order={1} fz={{ base: 24, sm: 28 }} mt={6} style={{ overflowWrap: 'anywhere' }}>
              {t('documents.company_title', { company })}
            </Title>
            {data.founder_email && (
              <Text c="gray.7" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t('founder', { name: data.founder_email })}
              </Text>
            )}
            <Text c="gray.7" mt={4} maw={760}>
              {t('documents.intro')}
            </Text>
          </div>
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
