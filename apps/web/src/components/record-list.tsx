import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  FoldedLines,
  NOWRAP,
  stickyActions,
  useScreenFrom,
  WRAP,
  WRAP_ANYWHERE,
  type ScreenWidth,
} from '../../../components/table-fit';
import { useWideScreen } from '../../../lib/use-wide-screen';

export type RecordColumn<T> = {
  header: string;
  cell: (record: T, srNo: number) => ReactNode;
  /** Keep the table cell on one line (dates, badges, buttons). */
  nowrap?: boolean;
  /** Emails and ids: may break anywhere (other text breaks only between words). */
  anywhere?: boolean;
  /** On a card, take the whole width (long text, actions) instead of half. */
  wide?: boolean;
  /** Left out of the cards: the card's title already says it. */
  inTitle?: boolean;
  /**
   * In the table, a column of its own only from this screen width up; narrower, a labelled line
   * in the `main` column (or `foldInto` another), or left out with `fold: false` (an `until`
   * column sums it up). Always on the cards.
   */
  from?: ScreenWidth;
  fold?: boolean;
  /** The column the folded line goes into, by header (default: the `main` one). */
  foldInto?: string;
  /** In the table only below this width: a narrow stand-in for columns shown `from` it. Never on a card. */
  until?: ScreenWidth;
  /** The column the folded lines go into (the name); the first column when none is. */
  main?: boolean;
  /** The row's buttons: pinned to the right edge of the table while it scrolls sideways. */
  actions?: boolean;
};

type RecordListProps<T> = {
  records: readonly T[];
  rowKey: (record: T) => string;
  columns: readonly RecordColumn<T>[];
  /** The list's name (the table's scroll box, or the list of cards). */
  label: string;
  /** A card's heading (the columns marked `inTitle`). */
  cardTitle: (record: T, srNo: number) => ReactNode;
  /** Below this width the table scrolls sideways inside its own box (its actions stay in view). */
  minWidth: number;
  /** While the rows of the previous filter are still on screen. */
  busy?: boolean;
  /** Records before these (earlier pages): Sr.no continues from offset + 1. */
  offset?: number;
  /** The table's rows highlight under the pointer. */
  highlightOnHover?: boolean;
};

const cellStyle = <T,>(column: RecordColumn<T>) => {
  if (column.nowrap) return NOWRAP;
  return column.anywhere ? WRAP_ANYWHERE : WRAP;
};

function RecordTable<T>({
  records,
  rowKey,
  columns,
  label,
  minWidth,
  busy,
  offset = 0,
  highlightOnHover,
}: Omit<RecordListProps<T>, 'cardTitle'>) {
  const reached = useScreenFrom();
  const shown = columns.filter((c) => (!c.from || reached(c.from)) && (!c.until || !reached(c.until)));
  const folded = columns.filter((c) => c.from && !reached(c.from) && c.fold !== false);
  const main = (columns.find((c) => c.main) ?? shown[0])?.header;
  const foldedInto = (header: string) => folded.filter((c) => (c.foldInto ?? main) === header);

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table striped highlightOnHover={highlightOnHover} verticalSpacing="xs" aria-busy={busy || undefined}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.header} style={column.actions ? { ...NOWRAP, ...stickyActions() } : NOWRAP}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record, i) => {
            const srNo = offset + i + 1;
            return (
              <Table.Tr key={rowKey(record)}>
                {shown.map((column) => (
                  <Table.Td
                    key={column.header}
                    style={column.actions ? { ...cellStyle(column), ...stickyActions(i) } : cellStyle(column)}
                  >
                    {column.cell(record, srNo)}
                    <FoldedLines
                      lines={foldedInto(column.header)
                        .map((c) => ({ label: c.header, value: c.cell(record, srNo), anywhere: c.anywhere }))
                        .filter((line) => line.value !== '' && line.value != null)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The admin's lists of records (members, e-KYCs, withdrawals, investors): a table on a wide
 * screen whose columns fit the width (the ones it cannot hold fold under the name, the actions stay
 * in view), one card per record on a phone (each column a labelled value; no sideways scroll).
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const { records, rowKey, columns, label, cardTitle, busy, offset = 0 } = props;
  const wide = useWideScreen();
  if (wide) return <RecordTable {...props} />;
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ listStyle: 'none', padding: 0, margin: 0, opacity: busy ? 0.6 : 1 }}
    >
      {records.map((record, i) => (
        <Paper key={rowKey(record)} component="li" withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Box fw={600} style={WRAP}>
              {cardTitle(record, offset + i + 1)}
            </Box>
            <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
              {columns
                .filter((column) => !column.inTitle && !column.until)
                .map((column) => (
                  <Box key={column.header} style={{ minWidth: 0, gridColumn: column.wide ? '1 / -1' : undefined }}>
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Box component="dd" m={0} fz="sm" style={column.anywhere ? WRAP_ANYWHERE : WRAP}>
                      {column.cell(record, offset + i + 1)}
                    </Box>
                  </Box>
                ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
