import { phoneSchema, type RegistrationRules } from '@sevak/shared';
import type { FormErrors } from '../../../lib/form-errors';
import { validateRegistration, type RegistrationFormValues } from '../../../lib/member-form/registration-form';

/** The admin's Create User form: the registration form and who referred the new member. */
export type NewMemberValues = RegistrationFormValues & { referrerPhone: string };

/** The registration rules (spec §5, DESIGN §12: phone exactly 10 digits), and an optional referrer phone. */
export function validateNewMember(values: NewMemberValues, rules: RegistrationRules): FormErrors {
  const errors = validateRegistration(values, rules);
  if (values.referrerPhone.trim()) {
    const referrer = phoneSchema.safeParse(values.referrerPhone);
    if (!referrer.success) errors.referrerPhone = referrer.error.issues[0]!.message;
  }
  return errors;
}
