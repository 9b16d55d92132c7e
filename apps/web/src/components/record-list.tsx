import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { useWideScreen } from '../lib/use-wide-screen';

/*
 * The one way a list of records is shown: a table on a wide screen whose columns fit
 * the width — words wrap only between words, emails and ids anywhere, the columns a width cannot
 * hold fold into lines under the name, the actions stay in view — and a card per record on a phone
 * (no sideways scroll). Inline styles, not a CSS module: a module's stylesheet would sit in the
 * first page's preload list.
 */

/** Dates, badges, buttons: one line. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Text: breaks between words; a word longer than the whole line (a pasted link) breaks too. */
export const WRAP = { overflowWrap: 'break-word' } as const;
/** Emails and ids: break anywhere, so their column can be narrow. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * The style of the actions cells (header, and row `row` from 0): pinned to the right edge of the
 * table's scroll box, in the row's stripe colour.
 */
function stickyActions(row?: number): CSSProperties {
  const striped = row !== undefined && row % 2 === 0;
  return {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    backgroundColor: striped ? 'var(--table-striped-color)' : 'var(--mantine-color-body)',
    boxShadow: 'inset 1px 0 0 var(--table-border-color)',
  };
}

type FoldedLine = { label: string; value: ReactNode; anywhere?: boolean | undefined };

/** The folded columns of a row, one small labelled line each, under the row's name. */
function FoldedLines({ lines }: { lines: readonly FoldedLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {lines.map((line) => (
        <Box key={line.label} fz="xs" style={{ whiteSpace: 'normal', ...(line.anywhere ? WRAP_ANYWHERE : WRAP) }}>
          <Text span c="dimmed" inherit>
            {line.label}:{' '}
          </Text>
          {line.value}
        </Box>
      ))}
    </Stack>
  );
}

/** Screen widths a table column can need (Mantine's md, lg, xl; xxl a full-HD monitor, 1920 px). */
export type ScreenWidth = 'md' | 'lg' | 'xl' | 'xxl';

const FROM_QUERIES: Record<ScreenWidth, string> = {
  md: '(min-width: 62em)',
  lg: '(min-width: 75em)',
  xl: '(min-width: 88em)',
  xxl: '(min-width: 120em)',
};

/**
 * Which widths the screen has reached: for the columns a table shows only from a width up (the
 * others fold into a line under the name). Read synchronously, like useWideScreen, so each cell
 * exists once (no hidden copy for `getByText` to find twice). Not in lib/use-wide-screen.ts,
 * which the first page loads.
 */
function useScreenFrom(): (width: ScreenWidth) => boolean {
  const options = { getInitialValueInEffect: false };
  const reached: Record<ScreenWidth, boolean> = {
    md: useMediaQuery(FROM_QUERIES.md, undefined, options),
    lg: useMediaQuery(FROM_QUERIES.lg, undefined, options),
    xl: useMediaQuery(FROM_QUERIES.xl, undefined, options),
    xxl: useMediaQuery(FROM_QUERIES.xxl, undefined, options),
  };
  return (width) => reached[width];
}

export type RecordColumn<T> = {
  header: string;
  /** Tells apart two columns of the same header (a narrow stand-in and the wide one); the header by default. */
  key?: string;
  cell: (record: T, srNo: number) => ReactNode;
  /** Keep the table cell on one line (dates, badges, buttons). */
  nowrap?: boolean;
  /** Emails and ids: may break anywhere (other text breaks only between words). */
  anywhere?: boolean;
  /** Numbers and amounts: right-aligned in the table. */
  numeric?: boolean;
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
  /** The column the folded line goes into, by key (default: the `main` one). */
  foldInto?: string;
  /** In the table only below this width: a narrow stand-in for columns shown `from` it. Never on a card. */
  until?: ScreenWidth;
  /** The column the folded lines go into (the name); the first column when none is. */
  main?: boolean;
  /** The row's buttons: pinned to the right edge of the table while it scrolls sideways. */
  actions?: boolean;
};

/** What a record's card shows on a phone. */
type CardProps<T> =
  | {
      /** A card's heading (the columns marked `inTitle`), above a labelled value per other column. */
      cardTitle: (record: T, srNo: number) => ReactNode;
      card?: never;
    }
  | {
      /** A card of its own (a member's list, in their words), instead of the heading and the values. */
      card: (record: T, srNo: number) => ReactNode;
      cardTitle?: never;
    };

type TableProps<T> = {
  records: readonly T[];
  rowKey: (record: T) => string;
  columns: readonly RecordColumn<T>[];
  /** The list's name (the table and its scroll box, or the list of cards). */
  label: string;
  /**
   * Around each record's cells (its table row or its card): what the cells share, e.g. a form whose
   * input and button sit in different cells. A component, defined once (not inline).
   */
  row?: ComponentType<{ record: T; children: ReactNode }>;
  /** Below this width the table scrolls sideways inside its own box (its actions stay in view). */
  minWidth: number;
  /** While the rows of the previous filter are still on screen. */
  busy?: boolean;
  /** The table's rows highlight under the pointer. */
  highlightOnHover?: boolean;
};

/**
 * On a phone: one card per record (the default), or with `phone="table"` the table, scrolling
 * sideways inside its box (back-office screens an admin reads as a table on any screen).
 */
type PhoneProps<T> = (CardProps<T> & { phone?: 'cards' }) | { phone: 'table'; cardTitle?: never; card?: never };

type RecordListProps<T> = TableProps<T> & PhoneProps<T>;

const keyOf = <T,>(column: RecordColumn<T>) => column.key ?? column.header;

function cellStyle<T>(column: RecordColumn<T>): CSSProperties {
  if (column.nowrap) return NOWRAP;
  return column.anywhere ? WRAP_ANYWHERE : WRAP;
}

/** Renders `children` inside the list's row component, when it has one. */
function InRow<T>({ row: Row, record, children }: { row: RecordListProps<T>['row']; record: T; children: ReactNode }) {
  return Row ? <Row record={record}>{children}</Row> : children;
}

function RecordTable<T>({ records, rowKey, columns, label, minWidth, busy, highlightOnHover, row }: TableProps<T>) {
  const reached = useScreenFrom();
  const shown = columns.filter((c) => (!c.from || reached(c.from)) && (!c.until || !reached(c.until)));
  const folded = columns.filter((c) => c.from && !reached(c.from) && c.fold !== false);
  const main = keyOf(columns.find((c) => c.main) ?? shown[0] ?? columns[0]!);
  const foldedInto = (key: string) => folded.filter((c) => (c.foldInto ?? main) === key);

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table
        striped
        highlightOnHover={highlightOnHover}
        verticalSpacing="xs"
        aria-label={label}
        aria-busy={busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th
                key={keyOf(column)}
                ta={column.numeric ? 'right' : undefined}
                style={column.actions ? { ...NOWRAP, ...stickyActions() } : NOWRAP}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record, i) => {
            const srNo = i + 1;
            return (
              <Table.Tr key={rowKey(record)}>
                <InRow row={row} record={record}>
                  {shown.map((column) => (
                    <Table.Td
                      key={keyOf(column)}
                      ta={column.numeric ? 'right' : undefined}
                      style={column.actions ? { ...cellStyle(column), ...stickyActions(i) } : cellStyle(column)}
                    >
                      {column.cell(record, srNo)}
                      <FoldedLines
                        lines={foldedInto(keyOf(column))
                          .map((c) => ({ label: c.header, value: c.cell(record, srNo), anywhere: c.anywhere }))
                          .filter((line) => line.value !== '' && line.value != null)}
                      />
                    </Table.Td>
                  ))}
                </InRow>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A record's card: its title, then each column as a labelled value. */
function RecordCard<T>({
  record,
  srNo,
  columns,
  cardTitle,
}: {
  record: T;
  srNo: number;
  columns: readonly RecordColumn<T>[];
  cardTitle: (record: T, srNo: number) => ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Box fw={600} style={WRAP}>
        {cardTitle(record, srNo)}
      </Box>
      <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
        {columns
          .filter((column) => !column.inTitle && !column.until)
          .map((column) => (
            <Box key={keyOf(column)} style={{ minWidth: 0, gridColumn: column.wide ? '1 / -1' : undefined }}>
              <Text component="dt" size="xs" c="dimmed">
                {column.header}
              </Text>
              <Box component="dd" m={0} fz="sm" style={column.anywhere ? WRAP_ANYWHERE : WRAP}>
                {column.cell(record, srNo)}
              </Box>
            </Box>
          ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Every list of records (members, e-KYCs, withdrawals, investors, tickets, payments, the audit log,
 * a member's tickets and wallet history): a table on a wide screen whose columns fit the width,
 * one card per record on a phone (each column a labelled value, or the list's own `card`), or with
 * `phone="table"` the table there too.
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const { records, rowKey, columns, label, cardTitle, card, busy, row, phone } = props;
  const wide = useWideScreen();
  if (wide || phone === 'table') return <RecordTable {...props} />;
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
          <InRow row={row} record={record}>
            {card ? (
              card(record, i + 1)
            ) : (
              <RecordCard record={record} srNo={i + 1} columns={columns} cardTitle={cardTitle!} />
            )}
          </InRow>
        </Paper>
      ))}
    </Stack>
  );
}
