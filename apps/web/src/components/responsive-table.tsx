import {
  Box,
  Card,
  Group,
  Stack,
  Table,
  VisuallyHidden,
  type TableProps,
  type TableTdProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';

/** Long names, e-mails and codes break anywhere rather than widen a card. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;
/** A line of a card across both of its columns. */
const FULL_WIDTH = { ...WRAP_ANYWHERE, gridColumn: '1 / -1', minWidth: 0 } as const;

export type ResponsiveColumn<Row> = {
  /** The column's header in the table, and the label of its value in a row's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the column goes in a row's card: `title` heads the card (no label; it names the row), `actions` sits
   * at its foot (no label; the buttons say what they do), `hidden` stays out of the card (a secondary column
   * the table shows on a wide screen only), `full` is a label over a value as wide as the card (a note, a form, a
   * block of text). Anything else is a «label: value» line.
   */
  card?: 'title' | 'actions' | 'hidden' | 'full';
  /** The header is for screen readers only (an actions column). */
  hideHeader?: boolean;
  /** The table cell's props (a maximum width, a monospace font, an alignment). */
  td?: TableTdProps;
};

export type ResponsiveTableProps<Row> = {
  /** Names the table, or the list of cards on a narrow screen. */
  label: string;
  columns: ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's width below which it scrolls inside its frame rather than squeezing its columns. */
  minWidth?: number;
  table?: TableProps;
};

/** The width from which the content beside the side menu holds a table of five or six columns. */
export const WIDE_TABLE_QUERY = '(min-width: 75em)';

/**
 * A list of records as a table once the screen is wide enough, and below that (a phone, a tablet, a narrow
 * window) as one card per record: its title first, then each column as «label: value», its actions at the foot —
 * nothing off to the side to scroll to.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const wide = useMediaQuery(WIDE_TABLE_QUERY, true, { getInitialValueInEffect: false });
  return wide ? <WideTable {...props} /> : <RowCards {...props} />;
}

function WideTable<Row>({ label, columns, rows, rowKey, minWidth, table }: ResponsiveTableProps<Row>) {
  return (
    // A table wider than the content scrolls in its own frame, which the keyboard can focus and scroll (a
    // scrolled region out of the keyboard's reach fails axe's scrollable-region-focusable); the table inside
    // names it, so the frame is no second landmark of the same name.
    <Table.ScrollContainer minWidth={minWidth ?? 0} type="native" tabIndex={0}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label={label} {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} {...column.td}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCards<Row>({ label, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  const id = useId();
  const title = columns.find((column) => column.card === 'title');
  const lines = columns.filter((column) => column.card === undefined || column.card === 'full');
  const actions = columns.filter((column) => column.card === 'actions');
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => {
        const titleId = `${id}-${index}`;
        return (
          <Card
            key={rowKey(row)}
            component="li"
            withBorder
            radius="lg"
            p="md"
            aria-labelledby={title ? titleId : undefined}
          >
            <Stack gap="xs">
              {title && (
                <Box id={titleId} fw={600} style={WRAP_ANYWHERE}>
                  {title.cell(row)}
                </Box>
              )}
              {lines.length > 0 && (
                <Box
                  component="dl"
                  m={0}
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                    columnGap: 'var(--mantine-spacing-sm)',
                    rowGap: 'var(--mantine-spacing-xs)',
                  }}
                >
                  {lines.map((column) => (
                    <Box key={column.header} style={{ display: 'contents' }}>
                      <Box
                        component="dt"
                        fz="sm"
                        c="gray.7"
                        style={column.card === 'full' ? FULL_WIDTH : WRAP_ANYWHERE}
                      >
                        {column.header}
                      </Box>
                      <Box
                        component="dd"
                        m={0}
                        fz="sm"
                        style={column.card === 'full' ? FULL_WIDTH : WRAP_ANYWHERE}
                      >
                        {column.cell(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
              {actions.map((column) => (
                <Group key={column.header} gap="xs">
                  {column.cell(row)}
                </Group>
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
