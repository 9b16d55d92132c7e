import {
  encodeAdminRegistrationForm,
  encodeProfileForm,
  type DocumentSlot,
  type MessageResponse,
  type RegistrationFiles,
  type UserAnswer,
} from '@sevak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import type { RegistrationFormValues } from '../../../../lib/member-form/registration-form';

/**
 * The admin's member forms: Create User (POST /auth/registerUserweb, as the registration sends it,
 * plus `referrerPhone`), Edit User (PUT /auth/updateUser/{id}) and Assign Referrals
 * (POST /auth/setReferral). Each changes the member lists and counts, so every 'admin' query is
 * refetched after it.
 */

export type NewMember = { form: RegistrationFormValues; files: RegistrationFiles; referrerPhone: string };

export function createMember({ form, files, referrerPhone }: NewMember): Promise<UserAnswer> {
  return api.post<UserAnswer>('/auth/registerUserweb', encodeAdminRegistrationForm({ ...form, referrerPhone }, files));
}

export type MemberUpdate = {
  userId: string;
  form: RegistrationFormValues;
  /** Only the images the admin replaced. */
  files: Partial<Record<DocumentSlot, File | null>>;
};

/** PUT /auth/updateUser/{id}: the form's fields (the member's contacts too), and only the new images. */
export function updateMember({ userId, form, files }: MemberUpdate): Promise<UserAnswer> {
  return api.put<UserAnswer>(`/auth/updateUser/${encodeURIComponent(userId)}`, encodeProfileForm(form, files));
}

export type ReferralInput = { referrerPhone: string; referredPhone: string };

export function assignReferral(input: ReferralInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/setReferral', input);
}

/** A mutation after which every admin list and count is refetched. */
function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}

export const useCreateMember = () => useAdminMutation(createMember);
export const useUpdateMember = () => useAdminMutation(updateMember);
export const useAssignReferral = () => useAdminMutation(assignReferral);
