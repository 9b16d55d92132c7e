import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { MemberPage } from '@sevak/shared';
import { errorMessage } from '../../../lib/api';
import { useMemberPages } from '../api/members';
import { MEMBERS_PAGE_SIZE, type MemberQuery } from '../utils/member-filters';
import { LoadFailed } from '../../../components/load-failed';
import { RecordList, type RecordColumn } from './record-list';

/** A member as the list gives them: the record (Aadhaar number masked) and their wallet's balance. */
export type ListedMember = MemberPage['user'][number];

/** A column of the members' table (and a labelled value on a member's card, on a phone). */
export type MemberColumn = RecordColumn<ListedMember>;

type MemberTableProps = {
  /** The filters; a change goes back to the first page. */
  query: MemberQuery;
  /** False while the filters are invalid: nothing is asked or shown. */
  enabled?: boolean;
  columns: readonly MemberColumn[];
  /** The table's name (its scroll box is a labelled region). */
  label: string;
  emptyText: string;
  /** Below this width the table scrolls sideways inside its own box (the actions stay in view). */
  minWidth?: number;
};

/**
 * A page of members from GET /auth/getAllUser, 20 at a time with keyset 'Previous page' /
 * 'Next page'; Sr.no continues across pages. Loading, error (with retry) and empty states. A
 * table on a wide screen, a card per member on a phone (RecordList).
 */
export function MemberTable({ query, enabled = true, columns, label, emptyText, minWidth = 640 }: MemberTableProps) {
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
        <RecordList
          records={users}
          rowKey={(user) => user._id}
          columns={columns}
          label={label}
          cardTitle={(user, srNo) => `${srNo}. ${user.name}`}
          minWidth={minWidth}
          busy={busy}
          offset={offset}
          highlightOnHover
        />
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
