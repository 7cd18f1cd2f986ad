import { DEED_QUEUE_STAGES, type DeedQueueItem, type DeedQueueStage } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { Anchor, Badge, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { deedQueueQueryOptions } from './api/deed';

const STAGE_COLOR: Record<DeedQueueStage, string> = {
  deed: 'orange',
  testimony: 'yellow',
  address: 'gray',
  shipping: 'blue',
  in_transit: 'indigo',
};

/**
 * The i18n key of what a row waits for: an S.A.S. (formed online, listed only until its registration is
 * recorded) waits for its registration in the Secretaría de Economía's system, not for a notarial deed.
 */
const stageKey = (item: DeedQueueItem) =>
  item.stage === 'deed' && societyTypeFormsOnline(item.company_type)
    ? 'queue.stages.registration'
    : `queue.stages.${item.stage}`;

/**
 * "Escritura y entrega": signed companies whose testimony has not reached the founder yet, and signed S.A.S. not
 * registered yet, the longest-signed first, each with what it waits for (deed or registration, testimony, the
 * founder's address, shipping, delivery).
 */
export function DeedQueuePage() {
  const { t } = useTranslation('backoffice-deed');
  const language = useLanguage();
  const format = useBackofficeFormats();
  useDocumentTitle(t('queue.title'));
  const [stage, setStage] = useState<DeedQueueStage | null>(null);
  const queue = useQuery(deedQueueQueryOptions(stage));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('queue.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('queue.intro')}
        </Text>
      </div>
      <Select
        label={t('queue.filter')}
        data={[
          { value: 'all', label: t('queue.all') },
          // The stage `deed` lists the S.A.S. waiting for their registration too.
          ...DEED_QUEUE_STAGES.map((value) => ({
            value,
            label: value === 'deed' ? t('queue.filter_deed') : t(`queue.stages.${value}`),
          })),
        ]}
        value={stage ?? 'all'}
        onChange={(value) => setStage(!value || value === 'all' ? null : value)}
        allowDeselect={false}
        maw={320}
        comboboxProps={{ withinPortal: true }}
      />
      {queue.isPending && <Loader role="status" aria-label={t('loading')} />}
      {queue.isError && (
        <LoadErrorAlert
          error={queue.error}
          retry={{ label: t('retry'), onClick: () => void queue.refetch() }}
        />
      )}
      {queue.data && queue.data.length === 0 && <Text>{t('queue.empty')}</Text>}
      {queue.data && queue.data.length > 0 && (
        <ResponsiveTable
          label={t('queue.title')}
          rows={queue.data}
          rowKey={(item) => item.company_id}
          minWidth={560}
          columns={[
            {
              header: t('queue.company'),
              card: 'title',
              cell: (item) => (
                <>
                  <Anchor component={Link} to={backofficePath(language, `deed/${item.company_id}`)}>
                    {item.legal_name ?? item.name ?? item.friendly_id}
                  </Anchor>
                  <Text size="xs" c="gray.7" ff="monospace" fw={400}>
                    {item.friendly_id}
                  </Text>
                </>
              ),
            },
            {
              header: t('queue.signed'),
              cell: (item) => <Text size="sm">{format.date(item.date_signature)}</Text>,
            },
            {
              header: t('queue.waits_for'),
              cell: (item) => (
                <Badge
                  color={STAGE_COLOR[item.stage]}
                  c={`${STAGE_COLOR[item.stage]}.9`}
                  variant="light"
                  style={{ textTransform: 'none' }}
                >
                  {t(stageKey(item))}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
