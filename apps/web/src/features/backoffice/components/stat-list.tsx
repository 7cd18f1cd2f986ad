import { Box, Card, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { WIDE_TABLE_QUERY } from '../../../components/responsive-table';

/** Whether the screen holds a report's table of many columns; below it the report shows one card per row. */
export function useWideReport(): boolean {
  return useMediaQuery(WIDE_TABLE_QUERY, true, { getInitialValueInEffect: false });
}

export type Stat = { label: string; value: ReactNode };

/** One row of a report as a card on a narrow screen: its name, then each figure as «label: value». */
export function StatCard({ title, stats }: { title: string; stats: readonly Stat[] }) {
  const id = useId();
  return (
    <Card component="li" withBorder radius="lg" p="md" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={id} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Box
          component="dl"
          m={0}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
            columnGap: 'var(--mantine-spacing-sm)',
            rowGap: 4,
          }}
        >
          {stats.map((stat) => (
            <Box key={stat.label} style={{ display: 'contents' }}>
              <Box component="dt" fz="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {stat.label}
              </Box>
              <Box component="dd" m={0} fz="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {stat.value}
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </Card>
  );
}

/** The cards of a report's rows, as a list its caption names. */
export function StatCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
