import type { DocumentSlot, MessageResponse, UserAnswer } from '@sevak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import {
  registrationFormData,
  trimAddress,
  type RegistrationFiles,
} from '../../../lib/member-form/registration-form-data';
import type { RegistrationFormValues } from '../../../lib/member-form/registration-form';

/**
 * The admin's member forms: Create User (POST /auth/registerUserweb, as the registration sends it,
 * plus `referrerPhone`), Edit User (PUT /auth/updateUser/{id}) and Assign Referrals
 * (POST /auth/setReferral). Each changes the member lists and counts, so every 'admin' query is
 * refetched after it.
 */

export type NewMember = { form: RegistrationFormValues; files: RegistrationFiles; referrerPhone: string };

export function createMember({ form, files, referrerPhone }: NewMember): Promise<UserAnswer> {
  const data = registrationFormData(form, files, { referrerPhone: referrerPhone.trim() });
  return api.post<UserAnswer>('/auth/registerUserweb', data);
}

export type MemberUpdate = {
  userId: string;
  form: RegistrationFormValues;
  /** Only the images the admin replaced. */
  files: Partial<Record<DocumentSlot, File | null>>;
};

/** The multipart body of PUT /auth/updateUser/{id}: the form's fields, and only the new images. */
export function memberUpdateFormData({ form, files }: Pick<MemberUpdate, 'form' | 'files'>): FormData {
  const data = new FormData();
  data.append('name', form.name.trim());
  data.append('email', form.email.trim());
  data.append('phone', form.phone.trim());
  data.append('address', JSON.stringify(trimAddress(form.address)));
  data.append('businessCategory', JSON.stringify(form.businessCategory));
  data.append('businessName', form.businessName.trim());
  data.append('businessAddress', form.businessAddress.trim());
  data.append('businessDetaile', form.businessDetaile.trim());
  for (const [slot, file] of Object.entries(files)) if (file) data.append(slot, file);
  return data;
}

export function updateMember(update: MemberUpdate): Promise<UserAnswer> {
  return api.put<UserAnswer>(`/auth/updateUser/${encodeURIComponent(update.userId)}`, memberUpdateFormData(update));
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
