import { encodeRegistrationForm, type RegistrationAnswer, type RegistrationFiles } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { RegistrationFormValues } from '../../../lib/member-form/registration-form';

export function registerUser(form: RegistrationFormValues, files: RegistrationFiles): Promise<RegistrationAnswer> {
  return api.post<RegistrationAnswer>('/auth/registerUserweb', encodeRegistrationForm(form, files));
}

export function useRegisterUser() {
  return useMutation({
    mutationFn: ({ form, files }: { form: RegistrationFormValues; files: RegistrationFiles }) =>
      registerUser(form, files),
  });
}
