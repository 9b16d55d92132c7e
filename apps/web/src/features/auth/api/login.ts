import type { LoginInput, LoginResponse } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function loginWithPassword(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithPassword });
}

/** POST /auth/phone-code: a sign-in code by SMS (the same answer for any number). */
export const askPhoneCode = (phone: string) => api.post<{ message: string }>('/auth/phone-code', { phone });

/** POST /auth/phone-login: the phone and its code, answered like a password sign-in. */
export const loginWithPhoneCode = (input: { phone: string; code: string }) =>
  api.post<LoginResponse>('/auth/phone-login', input);
