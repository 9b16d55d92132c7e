import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { documentReviewMessages, formatDateTime, rejectDocumentsSchema, type User } from '@sevak/shared';
import { useState, type ReactNode } from 'react';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { errorMessage } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useReviewAadhaar } from '../api/members';
import { DocumentThumbnail, NotUploaded } from '../../../../components/documents/document-thumbnail';

export type AadhaarSet = 'current' | 'pending';

/** What the admin sees where the Aadhaar images were, once the retention purge deleted them. */
export function PurgedAadhaar({ user }: { user: User }) {
  return (
    <Text span size="sm" c="dimmed">
      {documentReviewMessages.purged(user.aadhaarVerifiedAt, user.aadhaarPurgedAt!)}
    </Text>
  );
}

/** Front and back thumbnails of one set (on record, or awaiting review), or why there are none. */
export function AadhaarPair({
  user,
  set,
  onOpen,
}: {
  user: User;
  set: AadhaarSet;
  onOpen: (set: AadhaarSet, side: 'front' | 'back') => void;
}) {
  const images = set === 'current' ? user : user.pendingAadhaar;
  if (set === 'current' && !user.frontAadhar && !user.backAadhar && user.aadhaarPurgedAt)
    return <PurgedAadhaar user={user} />;
  const prefix = set === 'pending' ? 'New ' : '';
  const side = (which: 'front' | 'back', url: string | null | undefined): ReactNode =>
    url ? (
      <DocumentThumbnail
        url={url}
        label={`${prefix}Aadhaar ${which}`}
        alt={`${set === 'pending' ? 'New ' : ''}Aadhaar card ${which} of ${user.name}`}
        onOpen={() => onOpen(set, which)}
      />
    ) : (
      <NotUploaded what={which === 'front' ? 'Front' : 'Back'} />
    );
  return (
    <Group gap="xs">
      {side('front', images?.frontAadhar)}
      {side('back', images?.backAadhar)}
    </Group>
  );
}

/**
 * New Aadhaar images of an approved member, beside the ones on record, with Accept and Reject
 * (the reason dialog: a reason is required; the member is told it). docs/decisions/007.
 */
export function AadhaarReview({
  user,
  onOpen,
}: {
  user: User;
  onOpen: (set: AadhaarSet, side: 'front' | 'back') => void;
}) {
  const review = useReviewAadhaar();
  const [rejecting, setRejecting] = useState(false);
  const pending = user.pendingAadhaar;

  const done = (answer: { message: string }) => notifySuccess(answer.message);
  const accept = () =>
    review.mutate(
      { userId: user._id, verdict: 'accept' },
      { onSuccess: done, onError: (error) => notifyError(errorMessage(error)) },
    );
  const sendReject = async (reason: string) => {
    const answer = await review.mutateAsync({ userId: user._id, verdict: 'reject', reason });
    setRejecting(false);
    done(answer);
  };

  return (
    <>
      {pending ? (
        <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="aadhaar-review-title">
          <Stack gap="sm">
            <Title order={3} size="h5" id="aadhaar-review-title">
              New Aadhaar images awaiting review
            </Title>
            <Text size="sm">
              Uploaded {formatDateTime(pending.uploadedAt)}. They replace the images on record only when you accept
              them.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  On record
                </Text>
                <AadhaarPair user={user} set="current" onOpen={onOpen} />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  New, awaiting review
                </Text>
                <AadhaarPair user={user} set="pending" onOpen={onOpen} />
              </Stack>
            </SimpleGrid>
            <Group gap="sm" justify="flex-end">
              <Button variant="light" color="red" onClick={() => setRejecting(true)}>
                Reject…
              </Button>
              <Button onClick={accept} loading={review.isPending}>
                Accept new images
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {/* Rendered whatever the record says: it closes before an accepted review takes the section away. */}
      <ReasonDialog
        stackId="reject-aadhaar"
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject new Aadhaar images"
        schema={rejectDocumentsSchema}
        maxLength={500}
        reasonLabel="Why are the new images rejected?"
        submitLabel="Reject new images"
        onSubmit={sendReject}
        busy={review.isPending}
      />
    </>
  );
}
