import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailLine = { term: string; value: ReactNode };

/** Label/value lines as a description list (the contact card, the active ticket). */
export function DetailLines({ items }: { items: readonly DetailLine[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {items.map((item) => (
        <div key={item.term}>
          <Text component="dt" size="sm" c="dimmed">
            {item.term}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
