import { Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';

type RatingSummaryProps = {
  /** The average, to one decimal; null before the first review. */
  rating: number | null;
  reviewCount: number;
  size?: 'xs' | 'sm' | 'md';
};

/** '★ 4.5 (12 reviews)' or 'No reviews yet', read out as 'Rated 4.5 out of 5 from 12 reviews'. */
export function RatingSummary({ rating, reviewCount, size = 'sm' }: RatingSummaryProps) {
  const { t } = useTranslation('services');
  if (rating === null || reviewCount === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('rating.none')}
      </Text>
    );
  }
  const reviews = t('rating.reviews', { count: reviewCount });
  return (
    <Group gap={4} wrap="nowrap" aria-label={t('rating.label', { rating: rating.toFixed(1), reviews })} role="img">
      <Text size={size} c="yellow.8" aria-hidden="true">
        ★
      </Text>
      <Text size={size} fw={600} aria-hidden="true">
        {rating.toFixed(1)}
      </Text>
      <Text size={size} c="dimmed" aria-hidden="true">
        ({reviews})
      </Text>
    </Group>
  );
}
