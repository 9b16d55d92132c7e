import { DEFAULT_REGISTRATION_RULES, encodeProfileForm, profileSchema, type UserAnswer } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { memberDetailsSchema } from '../../../lib/member-form/registration-form';

/**
 * What a member can change of their profile: the registration rules (docs/product-spec.md §5) for those fields
 * (none depends on the server's rules), and a new picture or null to keep the one on file.
 */
export const profileUpdateSchema = memberDetailsSchema(DEFAULT_REGISTRATION_RULES)
  .pick({
    name: true,
    address: true,
    businessCategory: true,
    businessName: true,
    businessAddress: true,
    businessDetaile: true,
  })
  // The GSTIN's shape and check character here; its state against the address on the server.
  .extend({ gstin: profileSchema.shape.gstin.unwrap(), profilePic: z.instanceof(File).nullable() });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PUT /auth/updateUser/{id} (multipart): a member's own profile fields and optional new picture. */
export function updateUser(userId: string, update: ProfileUpdate): Promise<UserAnswer> {
  const { profilePic, businessName = '', businessAddress = '', businessDetaile = '', gstin = '', ...fields } = update;
  // The business fields are sent empty to clear them.
  const data = encodeProfileForm({ ...fields, businessName, businessAddress, businessDetaile, gstin }, { profilePic });
  return api.put<UserAnswer>(`/auth/updateUser/${encodeURIComponent(userId)}`, data);
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: ProfileUpdate }) => updateUser(userId, update),
  });
}
