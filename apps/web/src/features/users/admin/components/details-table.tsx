import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailRow = { label: string; value: ReactNode };

const NOT_GIVEN = (
  <Text span size="sm" c="dimmed">
    Not given
  </Text>
);

/** A text value, or a dimmed 'Not given' when it is empty. */
export function orNotGiven(value: string | null | undefined): ReactNode {
  return value && value.trim() ? value : NOT_GIVEN;
}

/** A member's facts as label / value rows (row headers, so each value is read with its label). */
export function DetailsTable({ rows, label }: { rows: readonly DetailRow[]; label: string }) {
  return (
    <Table verticalSpacing={6} aria-label={label} layout="fixed">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w="38%" fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
              {row.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
