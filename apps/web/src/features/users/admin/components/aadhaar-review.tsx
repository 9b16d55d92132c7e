import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { documentReviewMessages, formatDateTime, rejectDocumentsSchema, type User } from '@sevak/shared';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';
import { useAppForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReviewAadhaar } from '../api/members';
import { DocumentThumbnail, NotUploaded } from './document-thumbnail';

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
 * (a reason is required; the member is told it). docs/decisions/007.
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
  const form = useAppForm({ schema: rejectDocumentsSchema, initialValues: { reason: '' } });
  if (!user.pendingAadhaar) return null;

  const done = (answer: { message: string }) => notifySuccess(answer.message);
  const failed = (error: unknown) => notifyError(errorMessage(error));
  const accept = () => review.mutate({ userId: user._id, verdict: 'accept' }, { onSuccess: done, onError: failed });
  // The reason box sits among the images, not in a <form>: the button submits it (no event).
  const sendReject = form.onSubmit(({ reason }) =>
    review.mutate({ userId: user._id, verdict: 'reject', reason }, { onSuccess: done, onError: failed }),
  );

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="aadhaar-review-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="aadhaar-review-title">
          New Aadhaar images awaiting review
        </Title>
        <Text size="sm">
          Uploaded {formatDateTime(user.pendingAadhaar.uploadedAt)}. They replace the images on record only when you
          accept them.
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
        {rejecting ? (
          <Textarea
            label="Why are the new images rejected?"
            description="The member sees this reason."
            {...form.getInputProps('reason')}
            autosize
            minRows={2}
            maxLength={500}
          />
        ) : null}
        <Group gap="sm" justify="flex-end">
          {rejecting ? (
            <>
              <Button variant="default" onClick={() => setRejecting(false)} disabled={review.isPending}>
                Cancel
              </Button>
              <Button color="red" onClick={() => sendReject()} loading={review.isPending}>
                Reject new images
              </Button>
            </>
          ) : (
            <>
              <Button variant="light" color="red" onClick={() => setRejecting(true)}>
                Reject…
              </Button>
              <Button onClick={accept} loading={review.isPending}>
                Accept new images
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
