import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes (happy-dom has no layout). */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Mantine's media queries answer as on a phone (360 px: cards) or a wide screen (tables). */
export function screenWidth(wide: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => staticMediaQuery(query, wide && query.includes('min-width')));
}
