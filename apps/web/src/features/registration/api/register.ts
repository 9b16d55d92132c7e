import type { RegistrationAnswer } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { registrationFormData, type RegistrationFiles } from '../../../lib/member-form/registration-form-data';
import type { RegistrationFormValues } from '../../../lib/member-form/registration-form';

export function registerUser(form: RegistrationFormValues, files: RegistrationFiles): Promise<RegistrationAnswer> {
  return api.post<RegistrationAnswer>('/auth/registerUserweb', registrationFormData(form, files));
}

export function useRegisterUser() {
  return useMutation({
    mutationFn: ({ form, files }: { form: RegistrationFormValues; files: RegistrationFiles }) =>
      registerUser(form, files),
  });
}
