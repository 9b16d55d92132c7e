import { Stack, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailLine = { term: string; value: ReactNode };

/** Label/value lines as a description list (the support contact card and ticket, a work request). */
export function DetailLines({ items, gap = 'sm' }: { items: readonly DetailLine[]; gap?: MantineSpacing }) {
  return (
    <Stack component="dl" gap={gap} m={0}>
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
