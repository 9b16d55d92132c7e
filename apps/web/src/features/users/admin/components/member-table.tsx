import { Loader, Stack, Text } from '@mantine/core';
import type { MemberPage } from '@sevak/shared';
import { errorMessage } from '../../../../lib/api';
import { useMemo } from 'react';
import { useMemberList } from '../api/members';
import type { MemberQuery } from '../utils/member-filters';
import { LoadFailed } from '../../../../components/load-failed';
import { LoadMore } from '../../../../components/load-more';
import { RecordList, type RecordColumn } from '../../../../components/record-list';

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
 * The members from GET /auth/getAllUser, 20 at a time with keyset 'Load more' (the one way a list
 * pages); Sr.no continues down the list. Loading, error (with retry) and empty states. A table on a
 * wide screen, a card per member on a phone (RecordList).
 */
export function MemberTable({ query, enabled = true, columns, label, emptyText, minWidth = 640 }: MemberTableProps) {
  const list = useMemberList(query, enabled);
  const users = useMemo(() => list.data?.pages.flatMap((page) => page.user) ?? [], [list.data]);

  if (!enabled) return null;
  if (list.isPending) return <Loader size="sm" aria-label="Loading members" />;
  if (list.isError && !list.isFetchNextPageError) {
    return (
      <LoadFailed
        title="Members could not be loaded"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }

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
          busy={list.isFetching && list.isPlaceholderData}
          highlightOnHover
        />
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
        failed={
          list.isFetchNextPageError
            ? { title: 'More members could not be loaded', message: errorMessage(list.error) }
            : null
        }
      />
    </Stack>
  );
}
