import { adminRegistrationSchema, phoneSchema, type RegistrationRules } from '@sevak/shared';
import { z } from 'zod';
import type { RegistrationFormValues } from '../../../../lib/member-form/registration-form';

/** The admin's Create User form: the registration form and who referred the new member. */
export type NewMemberValues = RegistrationFormValues & { referrerPhone: string };

/** Empty, or a phone by the shared rule (docs/contract.md §12: exactly 10 digits), with its message. */
const optionalPhone = z.string().superRefine((value, ctx) => {
  const checked = value.trim() ? phoneSchema.safeParse(value) : null;
  if (checked && !checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
});

/** The registration rules (docs/product-spec.md §5) and an optional referrer phone; no consent (the member gives it at first sign-in). */
export const newMemberSchema = (rules: RegistrationRules) =>
  adminRegistrationSchema(rules).extend({ referrerPhone: optionalPhone });
