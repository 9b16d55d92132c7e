import { messages, paths, type MessageResponse } from '@sevak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { setFlash } from '../../../lib/flash';
import { notifyError } from '../../../lib/notify';
import { clearUserStorage } from '../../../lib/storage';

export function logout(): Promise<MessageResponse> {
  return api.get<MessageResponse>('/auth/logout');
}

/** Where the browser goes after logout; a function so tests can replace the hard navigation. */
export const logoutNavigation = {
  go: (url: string) => window.location.replace(url),
};

/**
 * Logout (spec §4): GET /auth/logout, clear the person's keys and cached data, then a full load
 * of /login so nothing of the old session survives in memory. The success toast rides over the
 * reload as a flash message.
 */
export function useLogout() {
  const queryClient = useQueryClient();

  const finish = (message: string) => {
    setFlash({ message, kind: 'success' });
    clearUserStorage();
    queryClient.clear();
    logoutNavigation.go(paths.login);
  };

  return useMutation({
    mutationFn: logout,
    onSuccess: (data) => finish(data?.message ?? messages.auth.logoutSuccess),
    onError: (error) => {
      // No session on the server any more: the person is signed out either way.
      if (error instanceof ApiError && error.code === 'NOT_SIGNED_IN') finish(messages.auth.logoutSuccess);
      else notifyError(messages.auth.logoutFailed);
    },
  });
}
