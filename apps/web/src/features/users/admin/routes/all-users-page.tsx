import { Badge, Button, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTime, formatRupees } from '@sevak/shared';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlFilters } from '../../../../lib/url-filters';
import { usePageTitle } from '../../../../lib/page-title';
import { MemberActions } from '../components/member-actions';
import { AllMemberFilters } from '../components/member-filters';
import { MemberTable, type MemberColumn } from '../components/member-table';
import { UserDetailsModal } from '../components/user-details-modal';
import { allUsersQuery, rangeError, readAllUsersFilters, writeAllUsersFilters } from '../utils/member-filters';
import { memberFeeStatus } from '../../../../lib/payment-status';
import { MEMBER_PARAM } from '../../../../lib/member-record';

export const NO_MATCHING_USERS_TEXT = 'No users match these filters.';

/** The search box waits this long after the last key before the list follows it. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text: the list (and the URL) follow it after a pause; a change of the URL from
 * elsewhere (Reset filters, Back) puts the URL's text in the box.
 */
function useSearchText(urlSearch: string, setUrlSearch: (text: string) => void) {
  const [text, setText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (seenUrlSearch !== urlSearch) {
    setSeenUrlSearch(urlSearch);
    setText(urlSearch);
  }
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a pause in typing writes the URL, and only when it says something else.
  const writeSearch = useEffectEvent((next: string) => {
    if (next !== urlSearch) setUrlSearch(next);
  });
  useEffect(() => writeSearch(debounced), [debounced]);
  return [text, setText] as const;
}

/**
 * The member whose User Details are open, kept in the URL (`?member=`): a link to a member's record
 * (the audit log's) opens them, and refresh keeps them open.
 */
function useDetailsFor() {
  const [params, setParams] = useSearchParams();
  const show = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(MEMBER_PARAM, id);
          else next.delete(MEMBER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get(MEMBER_PARAM), show] as const;
}

/**
 * /admin/users, 'All Users': every member, searched, filtered, sorted and paged on the server.
 * The filters live in the URL, so Back and refresh keep them.
 */
export function AllUsersPage() {
  usePageTitle('All Users');
  const { filters, set, update, reset } = useUrlFilters(readAllUsersFilters);
  const [detailsFor, setDetailsFor] = useDetailsFor();

  const [searchText, setSearchText] = useSearchText(filters.search, (search) => set('search', search));

  const invalidRange = rangeError(filters.from, filters.to);
  const query = useMemo(() => allUsersQuery(filters), [filters]);

  const columns = useMemo<MemberColumn[]>(
    () => [
      // At 1280 px the contact details fold under the name; the badges and the actions keep their columns;
      // a badge's whole text is its least width (miw), so a squeezed column never cuts it short ('Pendi…').
      { header: 'Sr.no', cell: (_user, srNo) => srNo, inTitle: true },
      { header: 'Name', cell: (user) => user.name, inTitle: true, main: true },
      { header: 'Email', cell: (user) => user.email, anywhere: true, from: 'xxl' },
      { header: 'Contact', cell: (user) => user.phone, nowrap: true, from: 'xl' },
      { header: 'City', cell: (user) => user.address?.city ?? '', from: 'xl' },
      { header: 'Categories', cell: (user) => user.businessCategory.join(', '), from: 'xxl' },
      {
        header: 'Status',
        nowrap: true,
        cell: (user) => (
          <Badge color={user.isAdminApproved ? 'green' : 'yellow'} variant="light" tt="none" miw="max-content">
            {user.isAdminApproved ? 'Approved' : 'Pending'}
          </Badge>
        ),
      },
      {
        header: 'Payment',
        nowrap: true,
        cell: (user) => (
          <Badge color={memberFeeStatus(user).color} variant="light" tt="none" miw="max-content">
            {memberFeeStatus(user).label}
          </Badge>
        ),
      },
      { header: 'Wallet', cell: (user) => formatRupees(user.walletBalance), nowrap: true },
      { header: 'Registered', cell: (user) => formatDateTime(user.createdAt), from: 'lg' },
      {
        header: 'Actions',
        actions: true,
        wide: true,
        cell: (user) => (
          <MemberActions user={user} withRemarks>
            <Button size="compact-sm" variant="light" onClick={() => setDetailsFor(user._id)}>
              Details
            </Button>
          </MemberActions>
        ),
      },
    ],
    [setDetailsFor],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>All Users</Title>
      <AllMemberFilters
        value={filters}
        onChange={(change) => update(change, writeAllUsersFilters)}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        rangeError={invalidRange}
        onReset={reset}
      />
      <MemberTable
        query={query}
        enabled={!invalidRange}
        columns={columns}
        label="All users"
        emptyText={NO_MATCHING_USERS_TEXT}
        minWidth={720}
      />
      <UserDetailsModal userId={detailsFor} onClose={() => setDetailsFor(null)} />
    </Stack>
  );
}
