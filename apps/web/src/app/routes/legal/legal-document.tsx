import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from '@forja/contracts';
import { languageTag } from '@forja/domain';
import { IconAlertTriangle, IconHistory, IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { legalDocumentQueryOptions } from '../../../features/legal/api/legal-documents';
import { MarkdownView, hasDocumentTitle } from '../../../features/legal/components/markdown-view';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loaderLanguage } from '../../guards';

/** `?version=N`: a positive integer, or null for the current version. */
export function versionOf(search: URLSearchParams): number | null {
  const value = search.get('version');
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** Starts reading the document while the page loads (no sign-in needed). */
export function legalDocumentLoader(kind: LegalDocumentKind) {
  return ({ request }: LoaderFunctionArgs) => {
    const version = versionOf(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(legalDocumentQueryOptions(kind, loaderLanguage(request), version));
    return null;
  };
}

/**
 * /{lang}/legal/privacy, /privacy/simplified and /terms: one version of a legal document (the current one, or
 * `?version=N`), with its version and date, a picker for the older versions, and a print button.
 */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`kinds.${kind}`));
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const version = versionOf(search);
  const query = useQuery(legalDocumentQueryOptions(kind, language, version));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t(`kinds.${kind}`)}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {missing ? t('page.version_missing') : t('page.load_failed')}
        </Alert>
        <Group>
          {missing ? (
            <Anchor component={Link} to={paths.legal(language, kind)}>
              {t('page.see_current')}
            </Anchor>
          ) : (
            <Button variant="light" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const document = query.data;
  const newest = document.versions[0]?.version ?? document.version;
  const isCurrent = document.version === newest;
  const date = formatDay(language, document.date);

  const meta = (
    <Stack gap="xs" mb="sm" lang={languageTag(language)}>
      <Text c="gray.7" fz="sm">
        {t('page.version_line', { version: document.version, date })}
        {isCurrent ? ` · ${t('page.current')}` : ''}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap" data-print-hide>
        {document.versions.length > 1 && (
          <NativeSelect
            label={t('page.version_picker')}
            leftSection={<IconHistory size={18} aria-hidden />}
            value={String(document.version)}
            onChange={(event) => {
              const picked = Number(event.currentTarget.value);
              void navigate(paths.legal(language, kind, picked === newest ? undefined : picked));
            }}
            data={document.versions.map((entry) => ({
              value: String(entry.version),
              label: t(entry.version === newest ? 'page.version_option_current' : 'page.version_option', {
                version: entry.version,
                date: formatDay(language, entry.date),
              }),
            }))}
            w={{ base: '100%', xs: 300 }}
          />
        )}
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
        >
          {t('page.print')}
        </Button>
      </Group>
      {!isCurrent && (
        <Alert color="orange" variant="light" icon={<IconHistory aria-hidden />} data-print-hide>
          <Text fz="sm" c="gray.9">
            {t('page.old_version', { version: newest })}{' '}
            <Anchor component={Link} to={paths.legal(language, kind)} fz="sm">
              {t('page.see_current')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {document.language !== language && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text fz="sm" c="gray.9">
            {t('page.language_fallback')}
          </Text>
        </Alert>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg" component="article">
      <div lang={languageTag(document.language)}>
        {!hasDocumentTitle(document.markdown) && (
          <Title order={1} fz={{ base: 24, sm: 28 }} mb="sm">
            {t(`kinds.${kind}`)}
          </Title>
        )}
        <MarkdownView markdown={document.markdown} afterTitle={meta} />
      </div>
      <Stack gap={4} data-print-hide>
        <Text fw={600}>{t('page.see_also')}</Text>
        <Group gap="md">
          {LEGAL_DOCUMENT_KINDS.filter((other) => other !== kind).map((other) => (
            <Anchor key={other} component={Link} to={paths.legal(language, other)} py={6}>
              {t(`kinds.${other}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
