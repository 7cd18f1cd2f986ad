import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { pageFromUrl, UrlPagination } from '../components/url-pagination';
import { forjaDocumentsCompaniesQueryOptions } from './api/forja-documents';

/**
 * Forja documents, first step: find the company by friendly_id, name or legal name (the search lives in the
 * URL), then open its documents. A company page can link straight to /forja-documents/{id}.
 */
export function ForjaDocumentsPage() {
  const { t } = useTranslation('backoffice-names');
  useDocumentTitle(t('documents.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromUrl(params);
  const [draft, setDraft] = useState(q);
  const companies = useQuery(forjaDocumentsCompaniesQueryOptions({ q, page }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('documents.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={760}>
          {t('documents.intro')}
        </Text>
      </div>
      <form onSubmit={search} role="search">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('documents.search_label')}
            placeholder={t('documents.search_placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={18} aria-hidden />}
            style={{ flex: '1 1 260px' }}
            maxLength={100}
          />
          <Button type="submit">{t('documents.search')}</Button>
        </Group>
      </form>
      {companies.isPending && <Loader role="status" aria-label={t('loading')} />}
      {companies.isError && (
        <LoadErrorAlert
          error={companies.error}
          retry={{ label: t('retry'), onClick: () => void companies.refetch() }}
        />
      )}
      {companies.data && companies.data.items.length === 0 && (
        <Text c="gray.7" role="status">
          {q ? t('documents.no_results', { q }) : t('documents.no_companies')}
        </Text>
      )}
      {companies.data && companies.data.items.length > 0 && (
        <section aria-labelledby="forja-documents-results">
          <Title order={2} fz="lg" id="forja-documents-results" mb="sm">
            {t('documents.results')}
          </Title>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {companies.data.items.map((company) => {
              const label = company.legal_name ?? company.name ?? company.friendly_id;
              const href = backofficePath(language, `forja-documents/${company.company_id}`);
              return (
                <Card key={company.company_id} withBorder radius="md" p="sm" component="li">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                      <Group gap="xs" wrap="wrap">
                        <Badge variant="outline" color="gray" c="gray.8" radius="sm" ff="monospace">
                          {company.friendly_id}
                        </Badge>
                        <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {label}
                        </Anchor>
                      </Group>
                      {company.founder_email && (
                        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {company.founder_email}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      component={Link}
                      to={href}
                      variant="light"
                      aria-label={t('documents.pick_company', { company: label })}
                    >
                      {t('documents.pick')}
                    </Button>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        </section>
      )}
      {companies.data && (
        <UrlPagination total={companies.data.total} pageSize={companies.data.page_size} page={page} />
      )}
    </Stack>
  );
}
