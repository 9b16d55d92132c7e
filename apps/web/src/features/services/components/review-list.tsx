import { Box, Group, Loader, Paper, Rating, Stack, Text } from '@mantine/core';
import { formatDay, type ProviderReview } from '@sevak/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadMore } from '../../../components/load-more';
import { errorMessage } from '../../../lib/api';
import { useCategoryLabel } from '../../../lib/categories';
import { useProviderReviews } from '../api/providers';

function ReviewItem({ review }: { review: ProviderReview }) {
  const { t } = useTranslation('providers');
  const label = useCategoryLabel();
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" gap="xs">
        <Rating
          value={review.rating}
          readOnly
          size="sm"
          role="img"
          aria-label={t('reviews.rated', { rating: review.rating })}
        />
        <Text size="xs" c="dimmed">
          {formatDay(review.createdAt)}
        </Text>
      </Group>
      <Text size="sm" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {review.reviewerName}
        <Text span c="dimmed" inherit fw={400}>
          {' · '}
          {label(review.category)}
        </Text>
      </Text>
      {review.comment.trim() && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
      )}
      {review.reply && (
        <Box mt="xs" pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-gray-3)' }}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('reviews.reply')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Text>
        </Box>
      )}
    </Paper>
  );
}

/** A provider's reviews, newest first, with "Load more". */
export function ReviewList({ providerId }: { providerId: string }) {
  const { t } = useTranslation('providers');
  const reviews = useProviderReviews(providerId);
  const items = useMemo(() => reviews.data?.pages.flatMap((page) => page.reviews) ?? [], [reviews.data]);

  if (reviews.isPending) return <Loader size="sm" aria-label={t('reviews.loading')} />;
  if (reviews.isError && !reviews.isFetchNextPageError) {
    return <ErrorAlert title={t('reviews.failed')}>{errorMessage(reviews.error)}</ErrorAlert>;
  }
  if (items.length === 0) return <Text c="dimmed">{t('reviews.none')}</Text>;
  return (
    <Stack gap="sm">
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
        {items.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </Box>
      <LoadMore
        hasNextPage={reviews.hasNextPage}
        isFetchingNextPage={reviews.isFetchingNextPage}
        fetchNextPage={reviews.fetchNextPage}
        failed={
          reviews.isFetchNextPageError ? { title: t('reviews.moreFailed'), message: errorMessage(reviews.error) } : null
        }
      />
    </Stack>
  );
}
