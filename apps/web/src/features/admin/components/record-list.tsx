import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWideScreen } from '../../../lib/use-wide-screen';

export type RecordColumn<T> = {
  header: string;
  cell: (record: T, srNo: number) => ReactNode;
  /** Keep the table cell on one line (dates, badges, buttons). */
  nowrap?: boolean;
  /** On a card, take the whole width (long text, actions) instead of half. */
  wide?: boolean;
  /** Left out of the cards: the card's title already says it. */
  inTitle?: boolean;
};

type RecordListProps<T> = {
  records: readonly T[];
  rowKey: (record: T) => string;
  columns: readonly RecordColumn<T>[];
  /** The list's name (the table's scroll box, or the list of cards). */
  label: string;
  /** A card's heading (the columns marked `inTitle`). */
  cardTitle: (record: T, srNo: number) => ReactNode;
  /** Below this width the table scrolls sideways inside its own box. */
  minWidth: number;
  /** While the rows of the previous filter are still on screen. */
  busy?: boolean;
};

const WRAP = { overflowWrap: 'anywhere' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The admin's review lists (Pending e-KYCs, Withdrawal Requests): the spec's table on a wide screen,
 * one card per record on a phone (each column a labelled value; no sideways scroll).
 */
export function RecordList<T>({ records, rowKey, columns, label, cardTitle, minWidth, busy }: RecordListProps<T>) {
  const wide = useWideScreen();
  if (wide) {
    return (
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table striped verticalSpacing="xs" aria-busy={busy || undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} style={NOWRAP}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record, i) => (
              <Table.Tr key={rowKey(record)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} style={column.nowrap ? NOWRAP : WRAP}>
                    {column.cell(record, i + 1)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
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
              {cardTitle(record, i + 1)}
            </Box>
            <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
              {columns
                .filter((column) => !column.inTitle)
                .map((column) => (
                  <Box key={column.header} style={{ minWidth: 0, gridColumn: column.wide ? '1 / -1' : undefined }}>
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Box component="dd" m={0} fz="sm" style={WRAP}>
                      {column.cell(record, i + 1)}
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
