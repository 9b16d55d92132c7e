import type { MessageResponse } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Password recovery (docs/product-spec.md §4; docs/contract.md §5, §9): code by email, then a short-lived reset grant. */

/** POST /auth/forgot-password: the same answer whether or not the details match an account. */
export function requestPasswordCode(input: { email: string; phone: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/forgot-password', input);
}

/** POST /auth/verify-code: a right code sets the reset grant (an httpOnly cookie). */
export function verifyResetCode(input: { email: string; code: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/verify-code', input);
}

/** POST /auth/reset-password: needs the grant from verify-code. */
export function resetPassword(input: { email: string; newPassword: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/reset-password', input);
}

export const useRequestPasswordCode = () => useMutation({ mutationFn: requestPasswordCode });
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
