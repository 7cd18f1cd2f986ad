import type { BackofficeOverview } from '@forja/contracts';
import { Card, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { overviewQueryOptions } from '../../../features/backoffice/api/staff';
import { LoadErrorAlert } from '../../../features/backoffice/components/query-states';
import { BACKOFFICE_NAV, backofficePath } from '../../../features/backoffice/navigation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';

/** Each queue of the overview and the page that works it. */
const QUEUES: { key: keyof BackofficeOverview; path: string }[] = [
  { key: 'documents', path: 'documents' },
  { key: 'legal_representatives', path: 'legal-representatives' },
  { key: 'legal_names', path: 'legal-names' },
  { key: 'support_requests', path: 'support' },
  { key: 'orders', path: 'orders' },
];

/** The back office's home: how many items wait in each queue, each leading to its queue. */
export function BackofficeHomePage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('home.title'));
  const language = useLanguage();
  const overview = useQuery(overviewQueryOptions());
  const pages = new Set(BACKOFFICE_NAV.map((item) => item.path));

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('home.title')}
      </Title>
      {overview.isPending && <Loader role="status" aria-label={t('loading')} />}
      {overview.isError && <LoadErrorAlert error={overview.error} />}
      {overview.data && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {QUEUES.map(({ key, path }) => {
            const count = overview.data[key];
            const body = (
              <Card withBorder radius="lg" p="lg" h="100%">
                <Stack gap={4}>
                  <Text fw={600}>{t(`home.queues.${key}`)}</Text>
                  <Group gap="xs" align="baseline">
                    <Text fz={32} fw={800} c={count > 0 ? 'forja.7' : 'gray.7'}>
                      {count}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {t('home.waiting', { count })}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            );
            return pages.has(path) ? (
              <UnstyledButton key={key} component={Link} to={backofficePath(language, path)}>
                {body}
              </UnstyledButton>
            ) : (
              <div key={key}>{body}</div>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
