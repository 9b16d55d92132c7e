import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { MemberPage } from '@sevak/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';
import { useMemberPages } from '../api/members';
import { MEMBERS_PAGE_SIZE, type MemberQuery } from '../utils/member-filters';
import { LoadFailed } from '../../../components/load-failed';

/** A member as the list gives them: the record (Aadhaar number masked) and their wallet's balance. */
export type ListedMember = MemberPage['user'][number];

export type MemberColumn = {
  header: string;
  cell: (user: ListedMember, srNo: number) => ReactNode;
  /** Keep the cell on one line (dates, badges, buttons). */
  nowrap?: boolean;
};

type MemberTableProps = {
  /** The filters; a change goes back to the first page. */
  query: MemberQuery;
  /** False while the filters are invalid: nothing is asked or shown. */
  enabled?: boolean;
  columns: readonly MemberColumn[];
  /** The table's name (its scroll box is a labelled region). */
  label: string;
  emptyText: string;
  /** Below this width the table scrolls sideways inside its own box. */
  minWidth?: number;
};

/**
 * A page of members from GET /auth/getAllUser, 20 at a time with keyset 'Previous page' /
 * 'Next page'; Sr.no continues across pages. Loading, error (with retry) and empty states.
 */
export function MemberTable({ query, enabled = true, columns, label, emptyText, minWidth = 960 }: MemberTableProps) {
  const { page, hasPrevious, hasNext, next, previous } = useMemberPages(query, enabled);

  if (!enabled) return null;
  if (page.isPending) return <Loader size="sm" aria-label="Loading members" />;
  if (page.isError) {
    return (
      <LoadFailed
        title="Members could not be loaded"
        message={errorMessage(page.error)}
        onRetry={() => void page.refetch()}
      />
    );
  }

  const { user: users, offset } = page.data;
  const busy = page.isFetching && page.isPlaceholderData;

  return (
    <Stack gap="sm">
      {users.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        // Wide tables scroll inside their own box on phones; the page itself never scrolls sideways.
        <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy || undefined}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} style={{ whiteSpace: 'nowrap' }}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user, i) => (
                <Table.Tr key={user._id}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.header}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                    >
                      {column.cell(user, offset + i + 1)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {hasPrevious || hasNext ? (
        <Group gap="sm" component="nav" aria-label="Pages">
          <Button variant="default" onClick={previous} disabled={!hasPrevious || busy}>
            Previous page
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {Math.floor(offset / MEMBERS_PAGE_SIZE) + 1}
          </Text>
          <Button variant="default" onClick={next} disabled={!hasNext || busy}>
            Next page
          </Button>
          {busy ? <Loader size="xs" aria-label="Loading page" /> : null}
        </Group>
      ) : null}
    </Stack>
  );
}
