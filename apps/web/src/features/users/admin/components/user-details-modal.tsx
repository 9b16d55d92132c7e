import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatRupees, paths, type User } from '@sevak/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { ApiError, errorMessage } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePublicConfig } from '../../../../lib/public-config';
import { useApproveMember, useMember } from '../api/members';
import { formatAddress } from '../utils/member-filters';
import { AadhaarDetailsForm } from './aadhaar-details-form';
import { DetailsTable, orNotGiven } from './details-table';
import { DocumentViewer, type ViewerImage } from '../../../../components/documents/document-viewer';
import { MemberFee } from './member-fee';
import { MemberTax } from './member-tax';
import { MemberWallet } from './member-wallet';
import { DocumentThumbnail, NotUploaded } from '../../../../components/documents/document-thumbnail';
import { AadhaarPair, AadhaarReview, type AadhaarSet } from './aadhaar-review';
import { LoadFailed } from '../../../../components/load-failed';

type Viewing = { kind: 'aadhaar' | 'pending' | 'profile'; index: number } | null;

function aadhaarImages(user: User): ViewerImage[] {
  const images: ViewerImage[] = [];
  if (user.frontAadhar)
    images.push({ src: user.frontAadhar, label: 'Aadhaar front', alt: `Aadhaar card front of ${user.name}` });
  if (user.backAadhar)
    images.push({ src: user.backAadhar, label: 'Aadhaar back', alt: `Aadhaar card back of ${user.name}` });
  return images;
}

/** New Aadhaar images awaiting review. */
function pendingImages(user: User): ViewerImage[] {
  const images: ViewerImage[] = [];
  const pending = user.pendingAadhaar;
  if (pending?.frontAadhar)
    images.push({
      src: pending.frontAadhar,
      label: 'New Aadhaar front',
      alt: `New Aadhaar card front of ${user.name}`,
    });
  if (pending?.backAadhar)
    images.push({ src: pending.backAadhar, label: 'New Aadhaar back', alt: `New Aadhaar card back of ${user.name}` });
  return images;
}

function profileImages(user: User): ViewerImage[] {
  return user.profilePic
    ? [{ src: user.profilePic, label: 'Profile picture', alt: `Profile picture of ${user.name}` }]
    : [];
}

function imagesOf(user: User, kind: NonNullable<Viewing>['kind']): ViewerImage[] {
  if (kind === 'aadhaar') return aadhaarImages(user);
  if (kind === 'pending') return pendingImages(user);
  return profileImages(user);
}

function MemberDetails({ user, onView }: { user: User; onView: (viewing: NonNullable<Viewing>) => void }) {
  // A thumbnail opens the viewer on its own image, with its set's other side one step away.
  const openAadhaar = (set: AadhaarSet, side: 'front' | 'back') => {
    const kind = set === 'current' ? 'aadhaar' : 'pending';
    const index = imagesOf(user, kind).findIndex((image) => image.label.endsWith(side));
    onView({ kind, index: Math.max(index, 0) });
  };

  return (
    <Stack gap="md">
      <DetailsTable
        label={`Details of ${user.name}`}
        rows={[
          {
            label: 'Profile picture',
            value: user.profilePic ? (
              <DocumentThumbnail
                url={user.profilePic}
                label="Profile picture"
                alt={`Profile picture of ${user.name}`}
                onOpen={() => onView({ kind: 'profile', index: 0 })}
              />
            ) : (
              <NotUploaded />
            ),
          },
          { label: 'Name', value: user.name },
          { label: 'Email', value: user.email },
          { label: 'Contact', value: user.phone },
          { label: 'Address', value: orNotGiven(formatAddress(user.address)) },
          { label: 'Business Name', value: orNotGiven(user.businessName) },
          { label: 'Business Category', value: orNotGiven(user.businessCategory.join(', ')) },
          { label: 'Business Address', value: orNotGiven(user.businessAddress) },
          { label: 'Aadhaar', value: <AadhaarPair user={user} set="current" onOpen={openAadhaar} /> },
          { label: 'Permanent Address', value: orNotGiven(user.permanentAddress) },
          { label: 'Aadhaar Number', value: orNotGiven(user.aadharNumber) },
        ]}
      />
      <AadhaarReview user={user} onOpen={openAadhaar} />
    </Stack>
  );
}

type UserDetailsModalProps = {
  /** The member to show; null = closed. Their record is loaded when the modal opens. */
  userId: string | null;
  onClose: () => void;
};

/**
 * 'User Details' (docs/product-spec.md §2): the member's full record (full Aadhaar number, audited by the server),
 * documents that open in a zoom viewer, the registration fee, the wallet (with Adjust wallet), and
 * Approve for a member awaiting approval — approving goes to All Users (docs/product-spec.md §4, §7). A member
 * whose fee is unpaid is approved only after the admin confirms it (docs/contract.md §5: the server answers
 * 409 otherwise).
 */
export function UserDetailsModal({ userId, onClose }: UserDetailsModalProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const member = useMember(userId);
  const approve = useApproveMember();
  const { registrationFee } = usePublicConfig();
  const [viewing, setViewing] = useState<Viewing>(null);
  const [confirmingUnpaid, setConfirmingUnpaid] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const user = member.data;

  const close = () => {
    setViewing(null);
    setConfirmingUnpaid(false);
    setConflict(null);
    approve.reset();
    onClose();
  };

  const sendApproval = (id: string, allowUnpaid: boolean) =>
    approve.mutate(allowUnpaid ? { userId: id, allowUnpaid } : { userId: id }, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        close();
        // From All Users itself, stay (and keep its filters); the list reloads by itself.
        if (pathname !== paths.admin.users) void navigate(paths.admin.users);
      },
      onError: (error) => {
        setConfirmingUnpaid(false);
        // The fee is unpaid after all (the record was stale): say so here and reload it, so the
        // next Approve asks for confirmation.
        if (error instanceof ApiError && error.code === 'FEE_UNPAID') {
          setConflict(error.message);
          void member.refetch();
        } else notifyError(errorMessage(error));
      },
    });

  const onApprove = (target: User) => {
    setConflict(null);
    if (target.paymentVerified) sendApproval(target._id, false);
    else setConfirmingUnpaid(true);
  };

  let body;
  if (member.isPending) body = <Loader size="sm" aria-label="Loading user details" />;
  else if (member.isError) {
    body = (
      <LoadFailed
        title="User details could not be loaded"
        message={errorMessage(member.error)}
        onRetry={() => void member.refetch()}
      />
    );
  } else {
    body = (
      <>
        <MemberDetails user={member.data} onView={setViewing} />
        <MemberFee user={member.data} />
        <MemberWallet user={member.data} />
        {member.data.businessCategory.length > 0 && <MemberTax user={member.data} />}
      </>
    );
  }

  const images = user && viewing ? imagesOf(user, viewing.kind) : [];

  return (
    <Modal.Stack>
      <Modal stackId="user-details" opened={userId !== null} onClose={close} title="User Details" size="lg">
        <Stack gap="md">
          {body}
          <ErrorAlert title="Not approved">{conflict}</ErrorAlert>
          <Group justify="flex-end" gap="sm">
            {user && !user.isAdminApproved ? (
              <Button onClick={() => onApprove(user)} loading={approve.isPending && !confirmingUnpaid}>
                Approve
              </Button>
            ) : null}
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
      <DocumentViewer
        stackId="document-viewer"
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        images={images}
        index={viewing?.index ?? 0}
        onIndexChange={
          viewing && viewing.kind !== 'profile' ? (index) => setViewing({ kind: viewing.kind, index }) : undefined
        }
      >
        {user && viewing?.kind === 'aadhaar' ? <AadhaarDetailsForm user={user} /> : null}
      </DocumentViewer>
      {user ? (
        <ConfirmDialog
          stackId="approve-unpaid"
          opened={confirmingUnpaid}
          onClose={() => setConfirmingUnpaid(false)}
          title="Approve an unpaid member?"
          confirmLabel="Yes, approve"
          onConfirm={() => sendApproval(user._id, true)}
          busy={approve.isPending}
        >
          <Text>This member has not paid the {formatRupees(registrationFee)} fee. Approve anyway?</Text>
        </ConfirmDialog>
      ) : null}
    </Modal.Stack>
  );
}
