import { encodeAadhaarUploadForm, type AadhaarUploadAnswer } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * PUT /auth/updateUserProfile (multipart): both Aadhaar photos of `userId` (self). Before approval
 * they replace the ones on file; after it they await an admin's review.
 */
export function uploadAadhaar(input: { userId: string; front: File; back: File }): Promise<AadhaarUploadAnswer> {
  const data = encodeAadhaarUploadForm({ userId: input.userId }, { frontAadhar: input.front, backAadhar: input.back });
  return api.put<AadhaarUploadAnswer>('/auth/updateUserProfile', data);
}

export function useUploadAadhaar() {
  return useMutation({ mutationFn: uploadAadhaar });
}
