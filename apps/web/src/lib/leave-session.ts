import { paths } from '@sevak/shared';
import type { QueryClient } from '@tanstack/react-query';
import { setFlash } from './flash';
import { clearUserStorage } from './storage';

/** Where the browser goes when a session ends; a function so tests can replace the hard navigation. */
export const logoutNavigation = {
  go: (url: string) => window.location.replace(url),
};

/**
 * The session is over (logout, or the account deleted): the person's keys and cached data go, and a
 * full load of /login leaves nothing of it in memory. `message` rides over the reload as a flash.
 */
export function leaveSession(queryClient: QueryClient, message: string) {
  setFlash({ message, kind: 'success' });
  clearUserStorage();
  queryClient.clear();
  logoutNavigation.go(paths.login);
}
