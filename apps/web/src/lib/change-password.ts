import type { MessageResponse } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from './api';

// Shared by the profile page and the forced "choose a password" step (components/change-password-form).

/** POST /auth/change-password: the signed-in member; their other sessions end on the server. */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/change-password', input);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
