import { createTheme } from '@mantine/core';

/** Sevak's look: Mantine defaults, an indigo brand (white text on indigo.7 passes WCAG AA). */
export const THEME_COLOR = '#4263eb';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
});
