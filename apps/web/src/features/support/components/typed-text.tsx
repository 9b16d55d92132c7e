import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a member typed (an issue, a description, a resolution), with its line breaks. */
export function TypedText({ children }: { children: ReactNode }) {
  return (
    <Text span inherit style={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </Text>
  );
}
