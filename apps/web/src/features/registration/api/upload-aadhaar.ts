import type { AadhaarUploadAnswer } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * PUT /auth/updateUserProfile (multipart): both Aadhaar photos of `userId` (self). Before approval
 * they replace the ones on file; after it they await an admin's review.
 */
export function uploadAadhaar(input: { userId: string; front: File; back: File }): Promise<AadhaarUploadAnswer> {
  const data = new FormData();
  data.append('userId', input.userId);
  data.append('frontAadhar', input.front);
  data.append('backAadhar', input.back);
  return api.put<AadhaarUploadAnswer>('/auth/updateUserProfile', data);
}

export function useUploadAadhaar() {
  return useMutation({ mutationFn: uploadAadhaar });
}
