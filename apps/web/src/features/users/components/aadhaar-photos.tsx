import { Anchor, Group, Stack, Text } from '@mantine/core';
import { documentReviewMessages, formatDay, paths, type User } from '@sevak/shared';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { thumbnailUrl } from '../../../lib/files';

function Pair({ front, back, label }: { front: string | null; back: string | null; label: string }) {
  const { t } = useTranslation('users');
  return (
    <Group gap="xs">
      {[
        { side: 'front', url: front, alt: t('aadhaarPhotos.frontAlt', { label }) },
        { side: 'back', url: back, alt: t('aadhaarPhotos.backAlt', { label }) },
      ].map(({ side, url, alt }) =>
        url ? (
          <img
            key={side}
            src={thumbnailUrl(url)}
            alt={alt}
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
  const { t } = useTranslation('users');
  const onRecord = user.frontAadhar || user.backAadhar;
  return (
    <Stack gap="xs" align="flex-start">
      {onRecord ? <Pair front={user.frontAadhar} back={user.backAadhar} label={t('aadhaarPhotos.onRecord')} /> : null}
      {!onRecord && user.aadhaarPurgedAt ? (
        <Text size="sm" c="dimmed">
          {user.aadhaarVerifiedAt
            ? t('aadhaarPhotos.verifiedOnDeleted', {
                verified: formatDay(user.aadhaarVerifiedAt),
                deleted: formatDay(user.aadhaarPurgedAt),
              })
            : t('aadhaarPhotos.verifiedDeleted', { deleted: formatDay(user.aadhaarPurgedAt) })}
        </Text>
      ) : null}
      {user.pendingAadhaar ? (
        <Stack gap={4} role="status">
          <Text size="sm" fw={600}>
            {t('aadhaarPhotos.newAwaitingReview')}
          </Text>
          <Text size="sm" c="dimmed">
            {translateText(documentReviewMessages.awaitingReview)}
          </Text>
          <Pair
            front={user.pendingAadhaar.frontAadhar}
            back={user.pendingAadhaar.backAadhar}
            label={t('aadhaarPhotos.awaitingReview')}
          />
        </Stack>
      ) : null}
      <Anchor component={Link} to={paths.uploadAadhaar}>
        {t('aadhaarPhotos.replace')}
      </Anchor>
    </Stack>
  );
}
