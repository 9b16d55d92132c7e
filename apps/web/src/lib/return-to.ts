import type { Location } from 'react-router';

/**
 * Router state a guard leaves when it sends a visitor to /login, so login can return them there.
 */
export type ReturnToState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

export function returnToState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnToState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The remembered in-app path, or null. Only same-app paths ('/x', never '//host' or a URL). */
export function returnToPath(state: unknown): string | null {
  const from = (state as ReturnToState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
