import { Anchor, Group, Stack, Text } from '@mantine/core';
import { documentReviewMessages, formatDay, paths, type User } from '@sevak/shared';
import { Link } from 'react-router';
import { thumbnailUrl } from '../../../lib/files';

function Pair({ front, back, label }: { front: string | null; back: string | null; label: string }) {
  return (
    <Group gap="xs">
      {[
        ['front', front],
        ['back', back],
      ].map(([side, url]) =>
        url ? (
          <img
            key={side}
            src={thumbnailUrl(url)}
            alt={`${label}: Aadhaar ${side}`}
            width={112}
            height={72}
            loading="lazy"
            style={{
              objectFit: 'cover',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'var(--mantine-color-gray-1)',
            }}
          />
        ) : null,
      )}
    </Group>
  );
}

/**
 * The member's Aadhaar photos on their profile: the ones on record, new ones awaiting review
 * (docs/decisions/007), or — after the retention period — that they were verified and deleted.
 */
export function AadhaarPhotos({ user }: { user: User }) {
  const onRecord = user.frontAadhar || user.backAadhar;
  return (
    <Stack gap="xs" align="flex-start">
      {onRecord ? <Pair front={user.frontAadhar} back={user.backAadhar} label="On record" /> : null}
      {!onRecord && user.aadhaarPurgedAt ? (
        <Text size="sm" c="dimmed">
          Verified{user.aadhaarVerifiedAt ? ` on ${formatDay(user.aadhaarVerifiedAt)}` : ''}. As UIDAI advises, we
          deleted the photos on {formatDay(user.aadhaarPurgedAt)}.
        </Text>
      ) : null}
      {user.pendingAadhaar ? (
        <Stack gap={4} role="status">
          <Text size="sm" fw={600}>
            New photos awaiting review
          </Text>
          <Text size="sm" c="dimmed">
            {documentReviewMessages.awaitingReview}
          </Text>
          <Pair front={user.pendingAadhaar.frontAadhar} back={user.pendingAadhaar.backAadhar} label="Awaiting review" />
        </Stack>
      ) : null}
      <Anchor component={Link} to={paths.uploadAadhaar}>
        Replace Aadhaar photos
      </Anchor>
    </Stack>
  );
}
