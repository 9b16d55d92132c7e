import { Badge, Button, Group, Modal } from '@mantine/core';
import type { User } from '@sevak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { memberQuery } from '../api/members';
import { formatAddress } from '../utils/member-filters';
import { DetailsTable, orNotGiven } from './details-table';
import { memberFeeStatus } from '../../../../lib/payment-status';

export const REFERRER_FAILED_MESSAGE = 'Failed to fetch referred user details';

type Referrer = User['referredBy'][number];

/**
 * 'Referred By' cell: the referrer's name (or N/A, disabled). A click loads the referrer's
 * record (GET /auth/getUserById/{id}) and shows who they are in a dialog.
 */
export function ReferrerButton({ referrer }: { referrer: Referrer | undefined }) {
  const queryClient = useQueryClient();
  const load = useMutation({
    mutationFn: (id: string) => queryClient.fetchQuery(memberQuery(id)),
    onError: (error) => notifyError(errorMessage(error, REFERRER_FAILED_MESSAGE)),
  });

  if (!referrer) {
    return (
      <Button size="compact-sm" variant="default" disabled>
        N/A
      </Button>
    );
  }

  const shown = load.data;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        loading={load.isPending}
        onClick={() => load.mutate(referrer._id)}
        style={{ maxWidth: '14rem' }}
      >
        {referrer.name}
      </Button>
      <Modal opened={Boolean(shown)} onClose={load.reset} title="Referrer details" centered>
        {shown ? (
          <>
            <DetailsTable
              label={`Referrer ${shown.name}`}
              rows={[
                { label: 'Name', value: shown.name },
                { label: 'Email', value: shown.email },
                { label: 'Contact', value: shown.phone },
                { label: 'Address', value: orNotGiven(formatAddress(shown.address)) },
                { label: 'Referral code', value: shown.referralCode },
                {
                  label: 'Status',
                  value: (
                    <Group gap={6}>
                      <Badge color={shown.isAdminApproved ? 'teal' : 'yellow'} variant="light" tt="none">
                        {shown.isAdminApproved ? 'Approved' : 'Pending'}
                      </Badge>
                      <Badge color={memberFeeStatus(shown).color} variant="light" tt="none">
                        {memberFeeStatus(shown).label}
                      </Badge>
                    </Group>
                  ),
                },
              ]}
            />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={load.reset}>
                Close
              </Button>
            </Group>
          </>
        ) : null}
      </Modal>
    </>
  );
}
