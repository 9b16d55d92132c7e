import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint (768 px): phones below it get the compact shell. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';

/**
 * For parts that must exist only once on a given screen (e.g. the one "Search services" input),
 * where hiding a second copy with CSS would still leave it in the DOM. Read synchronously, so the
 * first paint is already right (no layout shift).
 */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
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
 * exists once (no hidden copy for `getByText` to find twice).
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
