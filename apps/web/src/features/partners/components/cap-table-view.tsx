import { Box, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { FULL_OWNERSHIP_BP, formatMoney, type Language } from '@forja/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { equityContext } from '../../../lib/equity-context';
import type { CapTableDraft, Distribution } from '../cap-table-model';
import { formatBp } from '../format';

/** Segment colours: each at least 3:1 against white (WCAG non-text contrast). */
const PALETTE = [
  'forja-7',
  'blue-8',
  'orange-9',
  'grape-8',
  'green-9',
  'pink-8',
  'indigo-8',
  'cyan-9',
  'red-9',
  'violet-8',
];
const colour = (index: number) => `var(--mantine-color-${PALETTE[index % PALETTE.length]})`;
const UNASSIGNED = 'var(--mantine-color-gray-3)';

type Segment = { key: string; label: string; bp: number; color: string };

/** One horizontal stacked bar (plain SVG) with its legend; the bar's name says the whole split in words. */
function StackedBar({
  title,
  segments,
  language,
  id,
}: {
  title: string;
  segments: Segment[];
  language: Language;
  id: string;
}) {
  const { t } = useTranslation('partners');
  const assigned = segments.reduce((sum, segment) => sum + Math.max(0, segment.bp), 0);
  const scale = Math.max(FULL_OWNERSHIP_BP, assigned);
  const rest = Math.max(0, FULL_OWNERSHIP_BP - assigned);
  const all: Segment[] = [
    ...segments.filter((segment) => segment.bp > 0),
    ...(rest > 0 ? [{ key: 'rest', label: t('chart.unassigned'), bp: rest, color: UNASSIGNED }] : []),
  ];
  const summary = all.map((segment) => `${segment.label}: ${formatBp(segment.bp, language)}`).join(', ');
  let offset = 0;
  return (
    <Stack gap={6}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      <svg
        role="img"
        aria-labelledby={id}
        aria-describedby={`${id}-summary`}
        viewBox="0 0 1000 40"
        preserveAspectRatio="none"
        width="100%"
        height="36"
        style={{ display: 'block', borderRadius: 6, overflow: 'hidden' }}
      >
        {all.map((segment) => {
          const width = (Math.max(0, segment.bp) / scale) * 1000;
          const x = offset;
          offset += width;
          return (
            <rect
              key={segment.key}
              x={x}
              y={0}
              width={width}
              height={40}
              fill={segment.color}
              stroke="white"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
      </svg>
      <VisuallyHidden id={`${id}-summary`}>{summary}</VisuallyHidden>
      <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {all.map((segment) => (
          <Group component="li" key={segment.key} gap={6} wrap="nowrap">
            <Box
              w={14}
              h={14}
              style={{
                background: segment.color,
                borderRadius: 3,
                flexShrink: 0,
                border: '1px solid var(--mantine-color-gray-5)',
              }}
              aria-hidden
            />
            <Text size="sm">
              {segment.label}: <strong>{formatBp(segment.bp, language)}</strong>
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

type Props = {
  draft: CapTableDraft;
  distribution: Distribution;
  language: Language;
  /** The society type: an S. de R.L.'s partes sociales come in no series, so the table has none. */
  companyType?: string | null;
};

/**
 * The cap table at a glance: ownership by partner and by series (two bars) and the table of holdings; for an
 * S. de R.L., each partner's percentage of the capital, without series.
 */
export const CapTableView = memo(function CapTableView({
  draft,
  distribution,
  language,
  companyType,
}: Props) {
  const { t } = useTranslation('partners');
  const context = equityContext(companyType);
  const seriesShown = context === 'parts' ? [] : draft.series;
  const partnerLabel = (name: string, index: number) =>
    name.trim() || t('cap_table.partner_n', { n: index + 1 });
  const byPartner: Segment[] = draft.partners.map((partner, index) => ({
    key: partner.key,
    label: partnerLabel(partner.name, index),
    bp: distribution.byPartner.get(partner.key) ?? 0,
    color: colour(index),
  }));
  const bySeries: Segment[] = draft.series.map((series, index) => ({
    key: series.key,
    label: t('cap_table.series_name', { name: series.name }),
    bp: distribution.bySeries.get(series.key) ?? 0,
    color: colour(index + 3),
  }));
  const cell = (value: number | '' | undefined) =>
    value === '' || value === undefined ? '—' : formatBp(Math.round(value * 100), language);

  return (
    <Stack gap="lg">
      <StackedBar
        id="chart-by-partner"
        title={t('chart.by_partner')}
        segments={byPartner}
        language={language}
      />
      {seriesShown.length > 1 && (
        <StackedBar
          id="chart-by-series"
          title={t('chart.by_series')}
          segments={bySeries}
          language={language}
        />
      )}
      <Table.ScrollContainer minWidth={seriesShown.length > 2 ? 520 : 300}>
        <Table striped withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Caption>{t('chart.table_caption', { context })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chart.partner')}</Table.Th>
              {seriesShown.map((series) => (
                <Table.Th scope="col" key={series.key} ta="right">
                  {t('cap_table.series_name', { name: series.name })}
                  <Text span display="block" fz="xs" fw={400} c="gray.7">
                    {t(`cap_table.share_classes.${series.share_class}`, { defaultValue: series.share_class })}
                    {series.nominal_value !== ''
                      ? ` · ${formatMoney(Math.round(series.nominal_value * 100))}`
                      : ''}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t('chart.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.partners.map((partner, index) => (
              <Table.Tr key={partner.key}>
                <Table.Th scope="row" fw={500}>
                  {partnerLabel(partner.name, index)}
                </Table.Th>
                {seriesShown.map((series) => (
                  <Table.Td key={series.key} ta="right">
                    {cell(partner.percentages[series.key])}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700}>
                  {formatBp(distribution.byPartner.get(partner.key) ?? 0, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('chart.total')}</Table.Th>
              {seriesShown.map((series) => (
                <Table.Td key={series.key} ta="right" fw={700}>
                  {formatBp(distribution.bySeries.get(series.key) ?? 0, language)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700}>
                {formatBp(distribution.totalBp, language)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
});
