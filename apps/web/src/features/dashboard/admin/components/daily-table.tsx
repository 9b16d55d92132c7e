import { Table } from '@mantine/core';
import { formatRupees, type AdminStats } from '@sevak/shared';
import { formatCount } from '../../../../lib/format-count';

const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM-dd' (a day in India) → '05 Mar 2026'. */
export function formatDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : day.format(time);
}

/**
 * The chart's numbers as a table, for screen readers and keyboard users: folded behind
 * 'Show as table' (a native disclosure, so it opens with Enter/Space and says whether it is open).
 */
export function DailyTable({ daily }: { daily: AdminStats['daily'] }) {
  return (
    <details>
      <summary style={{ cursor: 'pointer', width: 'fit-content' }}>Show as table</summary>
      <Table.ScrollContainer minWidth={320} type="native" mt="xs">
        <Table striped verticalSpacing={4}>
          <Table.Caption>Registrations and fee revenue per day, last 30 days</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th ta="right">Registrations</Table.Th>
              <Table.Th ta="right">Fee revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {daily.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.date)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.registrations)}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}
