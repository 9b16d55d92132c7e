import type { RegistrationCheckAnswer, RegistrationInput } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /auth/check-registration: the first step's fields, checked by the server before the
 * documents step. Refused: every problem at once, in `ApiError.errors`.
 */
export function checkRegistration(details: RegistrationInput): Promise<RegistrationCheckAnswer> {
  return api.post<RegistrationCheckAnswer>('/auth/check-registration', details);
}

export function useCheckRegistration() {
  return useMutation({ mutationFn: checkRegistration });
}
