import type { LoginInput, LoginResponse } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function loginWithPassword(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithPassword });
}
