import { Box, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

/*
 * How the wide tables fit a laptop (issue 17 #10): words wrap only between words, emails and ids
 * anywhere; the columns a width cannot hold fold into lines under the name (useScreenFrom,
 * FoldedLines); the actions column stays in view (stickyActions).
 */

/** Dates, badges, buttons: one line. */
export const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Text: breaks between words; a word longer than the whole line (a pasted link) breaks too. */
export const WRAP = { overflowWrap: 'break-word' } as const;
/** Emails and ids: break anywhere, so their column can be narrow. */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * The style of the actions cells (header, and row `row` from 0): pinned to the right edge of the
 * table's scroll box, in the row's stripe colour. Inline, not a CSS module: a module's stylesheet
 * would sit in the first page's preload list.
 */
export function stickyActions(row?: number): CSSProperties {
  const striped = row !== undefined && row % 2 === 0;
  return {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    backgroundColor: striped ? 'var(--table-striped-color)' : 'var(--mantine-color-body)',
    boxShadow: 'inset 1px 0 0 var(--table-border-color)',
  };
}

export type FoldedLine = { label: string; value: ReactNode; anywhere?: boolean };

/** The folded columns of a row, one small labelled line each, under the row's name. */
export function FoldedLines({ lines }: { lines: readonly FoldedLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {lines.map((line) => (
        <Box key={line.label} fz="xs" style={{ whiteSpace: 'normal', ...(line.anywhere ? WRAP_ANYWHERE : WRAP) }}>
          <Text span c="dimmed" inherit>
            {line.label}:{' '}
          </Text>
          {line.value}
        </Box>
      ))}
    </Stack>
  );
}

/** Screen widths a table column can need (Mantine's md, lg, xl; xxl a full-HD monitor, 1920 px). */
export type ScreenWidth = 'md' | 'lg' | 'xl' | 'xxl';

const FROM_QUERIES: Record<ScreenWidth, string> = {
  md: '(min-width: 62em)',
  lg: '(min-width: 75em)',
  xl: '(min-width: 88em)',
  xxl: '(min-width: 120em)',
};

/**
 * Which widths the screen has reached: for the columns a table shows only from a width up (the
 * others fold into a line under the name). Read synchronously, like useWideScreen, so each cell
 * exists once (no hidden copy for `getByText` to find twice). Not in lib/use-wide-screen.ts,
 * which the first page loads.
 */
export function useScreenFrom(): (width: ScreenWidth) => boolean {
  const options = { getInitialValueInEffect: false };
  const reached: Record<ScreenWidth, boolean> = {
    md: useMediaQuery(FROM_QUERIES.md, undefined, options),
    lg: useMediaQuery(FROM_QUERIES.lg, undefined, options),
    xl: useMediaQuery(FROM_QUERIES.xl, undefined, options),
    xxl: useMediaQuery(FROM_QUERIES.xxl, undefined, options),
  };
  return (width) => reached[width];
}
