import { Group, Text } from '@mantine/core';

type RatingSummaryProps = {
  /** The average, to one decimal; null before the first review. */
  rating: number | null;
  reviewCount: number;
  size?: 'xs' | 'sm' | 'md';
};

/** '★ 4.5 (12 reviews)' or 'No reviews yet', read out as 'Rated 4.5 out of 5 from 12 reviews'. */
export function RatingSummary({ rating, reviewCount, size = 'sm' }: RatingSummaryProps) {
  if (rating === null || reviewCount === 0) {
    return (
      <Text size={size} c="dimmed">
        No reviews yet
      </Text>
    );
  }
  const reviews = `${reviewCount} review${reviewCount === 1 ? '' : 's'}`;
  return (
    <Group gap={4} wrap="nowrap" aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${reviews}`} role="img">
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
