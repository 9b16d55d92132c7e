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
