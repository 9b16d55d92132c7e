import type { AccountDeletionCheck, MessageResponse } from '@sevak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /auth/delete-account: what stands in the way of deleting the account, and the balance left behind. */
export const accountDeletionCheckQuery = () =>
  queryOptions({
    queryKey: ['account-deletion'],
    queryFn: () => api.get<AccountDeletionCheck>('/auth/delete-account'),
  });

export const useAccountDeletionCheck = () => useQuery(accountDeletionCheckQuery());

/** POST /auth/delete-account: erases the signed-in member's account (the password confirms it). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) => api.post<MessageResponse>('/auth/delete-account', { password }),
  });
