import { messages, type MessageResponse } from '@sevak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { leaveSession } from '../../../lib/leave-session';
import { notifyError } from '../../../lib/notify';

export function logout(): Promise<MessageResponse> {
  return api.get<MessageResponse>('/auth/logout');
}

/**
 * Logout (docs/product-spec.md §4): GET /auth/logout, then the session is left (lib/leave-session): the person's
 * keys and cached data cleared and a full load of /login, the success toast riding over the reload.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const finish = (message: string) => leaveSession(queryClient, message);

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
