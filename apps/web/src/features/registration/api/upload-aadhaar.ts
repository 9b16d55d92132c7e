import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type UploadAadhaarResponse = { success: boolean; frontAadharUrl: string; backAadharUrl: string };

/** PUT /auth/updateUserProfile (multipart): replaces both Aadhaar photos of `userId` (self). */
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
