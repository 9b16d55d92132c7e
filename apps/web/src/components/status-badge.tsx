import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status as a badge, never cut short: Mantine's badge clips its label ('Pendi…') when a table
 * squeezes its column; a minimum width of its whole text keeps the column wide enough for it.
 */
export function StatusBadge({
  children,
  ...props
}: Omit<BadgeProps, 'variant' | 'tt' | 'miw'> & { children: ReactNode }) {
  return (
    <Badge variant="light" tt="none" miw="max-content" {...props}>
      {children}
    </Badge>
  );
}
