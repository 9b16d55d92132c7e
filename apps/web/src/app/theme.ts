import { createTheme } from '@mantine/core';

/**
 * Sevak's look: Mantine defaults (md radius, 700 headings), an indigo brand (white text on
 * indigo.7 passes WCAG AA). theme.css sets the rest in CSS: the colours Mantine's defaults get
 * below AA, and the pointer cursor on checkboxes and the like.
 */
export const THEME_COLOR = '#4263eb';

/**
 * System fonts (no web font on the first page, docs/contract.md §10), Devanagari after the Latin ones, so
 * English keeps the platform's own look: Windows' Nirmala UI, Apple's Kohinoor Devanagari, then
 * Noto Sans Devanagari — Android's own in English; in Hindi the web font of that name
 * (i18n/hindi.ts, docs/decisions/028), so a device with neither of the first two fetches it once.
 */
export const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Nirmala UI', 'Kohinoor Devanagari', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  components: {
    // A dialog's × has no name of its own in Mantine: a screen reader said only "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A spinner is a status: its label ('Loading members') is read out (a bare span's is not).
    Loader: { defaultProps: { role: 'status' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
