import { formatLocale } from '@forja/domain';
import {
  Alert,
  Card,
  Group,
  Loader,
  NativeSelect,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { StatCard, StatCards, useWideReport } from '../components/stat-list';
import { funnelQueryOptions } from './funnel';

const WEEK_CHOICES = [4, 8, 12, 26];

/**
 * The funnel of the key product events (people who reached each step, by week), by campaign, with the median
 * time from the step before: where founders get stuck. Only people who granted the analytics consent count.
 */
export function FunnelPage() {
  const { t } = useTranslation('backoffice-analytics');
  useDocumentTitle(t('title'));
  const language = useLanguage();
  const [weeks, setWeeks] = useState(8);
  const [campaign, setCampaign] = useState('');
  const funnel = useQuery(funnelQueryOptions(weeks, campaign));
  const wide = useWideReport();
  const number = new Intl.NumberFormat(formatLocale(language), {
    maximumFractionDigits: 1,
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('intro')}
        </Text>
      </Stack>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label={t('weeks')}
          value={String(weeks)}
          onChange={(event) => setWeeks(Number(event.currentTarget.value))}
          data={WEEK_CHOICES.map((value) => ({
            value: String(value),
            label: t('weeks_option', { count: value }),
          }))}
        />
        <NativeSelect
          label={t('campaign')}
          value={campaign}
          onChange={(event) => setCampaign(event.currentTarget.value)}
          data={[
            { value: '', label: t('all_campaigns') },
            ...(funnel.data?.campaigns ?? []).map((entry) => ({
              value: entry.campaign,
              label: `${entry.campaign || t('no_campaign')} (${entry.people})`,
            })),
          ]}
        />
      </Group>
      {funnel.isPending ? (
        <Loader role="status" aria-label={t('loading')} />
      ) : funnel.isError ? (
        <Alert color="red" variant="light">
          {t('load_failed')}
        </Alert>
      ) : funnel.data.steps.every((step) => step.total === 0) ? (
        <Card withBorder radius="lg" p="lg">
          <Text>{t('empty')}</Text>
        </Card>
      ) : !wide ? (
        // On a phone each step is a card (total, median, then each week with people) rather than a table to
        // scroll sideways.
        <Stack gap="xs">
          <Text fz="sm" c="gray.7">
            {t('caption')}
          </Text>
          <StatCards label={t('caption')}>
            {funnel.data.steps.map((step) => (
              <StatCard
                key={step.event}
                title={t(`events.${step.event}`)}
                stats={[
                  { label: t('total'), value: <strong>{step.total}</strong> },
                  {
                    label: t('median'),
                    value:
                      step.median_hours_from_previous === null
                        ? '—'
                        : t('hours', { value: number.format(step.median_hours_from_previous) }),
                  },
                  // Only the weeks someone reached the step: weeks of zeros would only lengthen the page.
                  ...funnel.data.weeks.flatMap((week, index) =>
                    step.counts[index]
                      ? [
                          {
                            label: t('week_of', { date: formatDay(language, week) }),
                            value: step.counts[index],
                          },
                        ]
                      : [],
                  ),
                ]}
              />
            ))}
          </StatCards>
        </Stack>
      ) : (
        <Card withBorder radius="lg" p={0}>
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
            <Table striped highlightOnHover miw={720} captionSide="top">
              <Table.Caption>{t('caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('step')}</Table.Th>
                  {funnel.data.weeks.map((week) => (
                    <Table.Th key={week} scope="col" ta="right">
                      {formatDay(language, week)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    {t('total')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('median')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {funnel.data.steps.map((step) => (
                  <Table.Tr key={step.event}>
                    <Table.Th scope="row" fw={500}>
                      {t(`events.${step.event}`)}
                    </Table.Th>
                    {step.counts.map((count, index) => (
                      <Table.Td key={funnel.data.weeks[index]} ta="right">
                        {count}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600}>
                      {step.total}
                    </Table.Td>
                    <Table.Td ta="right">
                      {step.median_hours_from_previous === null
                        ? '—'
                        : t('hours', { value: number.format(step.median_hours_from_previous) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      )}
    </Stack>
  );
}
