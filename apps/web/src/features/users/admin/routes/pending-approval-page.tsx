import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, paths } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title';
import { MemberActions } from '../components/member-actions';
import { PendingMemberFilters } from '../components/member-filters';
import { MemberTable, type MemberColumn } from '../components/member-table';
import { ReferrerButton } from '../components/referrer-details';
import { UserDetailsModal } from '../components/user-details-modal';
import {
  AADHAAR_REVIEW_QUERY,
  DEFAULT_PENDING_FILTERS,
  formatAddress,
  pendingQuery,
  type PendingFilters,
} from '../utils/member-filters';

export const NO_PENDING_USERS_TEXT = 'No users awaiting approval.';
export const NO_AADHAAR_REVIEWS_TEXT = 'No new Aadhaar images awaiting review.';

/**
 * /admin/aprove, 'Registered Users' (docs/product-spec.md §2 'Admin pending-users screen', titled 'Register Users'
 * there; the English fixed, docs/decisions/031): members awaiting
 * approval, filtered on the server; Approve opens their details, from where they are approved.
 * Below, approved members whose new Aadhaar images await review (docs/decisions/007): Review
 * opens their details with the new images beside the ones on record.
 */
export function PendingApprovalPage() {
  usePageTitle('Registered Users');
  const [filters, setFilters] = useState<PendingFilters>(DEFAULT_PENDING_FILTERS);
  const [detailsFor, setDetailsFor] = useState<string | null>(null);
  const query = useMemo(() => pendingQuery(filters), [filters]);

  const columns = useMemo<MemberColumn[]>(
    () => [
      // At 1280 px the contact details and the address fold under the name; Approve and Action keep their columns;
      // a badge's whole text is its least width (miw), so a squeezed column never cuts it short ('Pendi…').
      { header: 'SrNo', cell: (_user, srNo) => srNo, inTitle: true },
      { header: 'Name', cell: (user) => user.name, inTitle: true, main: true },
      { header: 'Email', cell: (user) => user.email, anywhere: true, from: 'xxl' },
      { header: 'Contact', cell: (user) => user.phone, nowrap: true, from: 'xl' },
      {
        header: 'Address',
        from: 'xl',
        wide: true,
        cell: (user) =>
          formatAddress(user.address) || (
            <Text span c="dimmed" inherit>
              Not given
            </Text>
          ),
      },
      { header: 'Referred By', cell: (user) => <ReferrerButton referrer={user.referredBy[0]} /> },
      {
        header: 'Payment Status',
        nowrap: true,
        cell: (user) => (
          <Badge color={user.paymentVerified ? 'green' : 'red'} variant="light" tt="none" miw="max-content">
            {user.paymentVerified ? 'verified' : 'not verified'}
          </Badge>
        ),
      },
      { header: 'Date & Time', cell: (user) => formatDateTime(user.createdAt) },
      {
        header: 'Approve',
        cell: (user) => (
          <Button size="compact-sm" onClick={() => setDetailsFor(user._id)}>
            Approve
          </Button>
        ),
      },
      { header: 'Action', cell: (user) => <MemberActions user={user} />, actions: true },
    ],
    [],
  );

  const reviewColumns = useMemo<MemberColumn[]>(
    () => [
      { header: 'SrNo', cell: (_user, srNo) => srNo, inTitle: true },
      { header: 'Name', cell: (user) => user.name, inTitle: true },
      { header: 'Contact', cell: (user) => user.phone, nowrap: true },
      {
        header: 'Uploaded',
        cell: (user) => (user.pendingAadhaar ? formatDateTime(user.pendingAadhaar.uploadedAt) : ''),
        nowrap: true,
      },
      {
        header: 'Review',
        actions: true,
        cell: (user) => (
          <Button
            size="compact-sm"
            onClick={() => setDetailsFor(user._id)}
            aria-label={`Review new Aadhaar images of ${user.name}`}
          >
            Review
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Registered Users</Title>
      <Group gap="sm">
        <Button component={Link} to={paths.admin.dashboard} variant="default">
          Back to Dashboard
        </Button>
        <Button component={Link} to={paths.admin.users} variant="light">
          View All Users
        </Button>
      </Group>
      <PendingMemberFilters value={filters} onChange={(change) => setFilters((now) => ({ ...now, ...change }))} />
      <MemberTable
        query={query}
        columns={columns}
        label="Users awaiting approval"
        emptyText={NO_PENDING_USERS_TEXT}
        minWidth={720}
      />
      <Title order={2} size="h3">
        New Aadhaar images awaiting review
      </Title>
      <Text size="sm" c="dimmed">
        Approved members who uploaded new Aadhaar images. Their approved images stay on record until you accept the new
        ones.
      </Text>
      <MemberTable
        query={AADHAAR_REVIEW_QUERY}
        columns={reviewColumns}
        label="Members with new Aadhaar images"
        emptyText={NO_AADHAAR_REVIEWS_TEXT}
        minWidth={480}
      />
      <UserDetailsModal userId={detailsFor} onClose={() => setDetailsFor(null)} />
    </Stack>
  );
}
