import type { UserAnswer } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ProfileUpdate = {
  name: string;
  address: { area: string; city: string; state: string; country: string; pincode: string };
  businessCategory: string[];
  businessName: string;
  businessAddress: string;
  businessDetaile: string;
  /** A new picture, or null to keep the one on file. */
  profilePic: File | null;
};

/** PUT /auth/updateUser/{id} (multipart): a member's own profile fields and optional new picture. */
export function updateUser(userId: string, update: ProfileUpdate): Promise<UserAnswer> {
  const data = new FormData();
  data.append('name', update.name);
  data.append('address', JSON.stringify(update.address));
  data.append('businessCategory', JSON.stringify(update.businessCategory));
  data.append('businessName', update.businessName);
  data.append('businessAddress', update.businessAddress);
  data.append('businessDetaile', update.businessDetaile);
  if (update.profilePic) data.append('profilePic', update.profilePic);
  return api.put<UserAnswer>(`/auth/updateUser/${encodeURIComponent(userId)}`, data);
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: ProfileUpdate }) => updateUser(userId, update),
  });
}
