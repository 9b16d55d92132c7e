import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type UploadAadhaarResponse = {
  success: boolean;
  /** What to tell the member (since docs/decisions/007). */
  message?: string;
  frontAadharUrl: string;
  backAadharUrl: string;
  /** True when an approved member's new photos await an admin's review. */
  pendingReview?: boolean;
};

/**
 * PUT /auth/updateUserProfile (multipart): both Aadhaar photos of `userId` (self). Before approval
 * they replace the ones on file; after it they await an admin's review.
 */
export function uploadAadhaar(input: { userId: string; front: File; back: File }): Promise<UploadAadhaarResponse> {
  const data = new FormData();
  data.append('userId', input.userId);
  data.append('frontAadhar', input.front);
  data.append('backAadhar', input.back);
  return api.put<UploadAadhaarResponse>('/auth/updateUserProfile', data);
}

export function useUploadAadhaar() {
  return useMutation({ mutationFn: uploadAadhaar });
}
