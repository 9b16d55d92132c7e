import { z } from 'zod';
import { isValidGstin } from './gst.js';
import { taxMessages } from './taxes.js';
import {
  decodeFields,
  encodeForm,
  type FormFields,
  type FormFiles,
  type FormValues,
  type JsonCheck,
} from './multipart.js';
import {
  DOCUMENT_SLOTS,
  emailSchema,
  phoneSchema,
  registrationAddressSchema,
  registrationMessages,
  type DocumentSlot,
  type RegistrationRules,
} from './registration.js';

/**
 * PUT /auth/updateUser/{id}: the fields a member may edit on their own profile (each optional: one
 * left out stays as it is); role, approval and payment are not among them.
 */
export const profileSchema = z.object({
  name: z.string().trim().min(1, registrationMessages.nameRequired).max(100).optional(),
  address: registrationAddressSchema.optional(),
  businessCategory: z.array(z.string().trim().min(1)).max(20).optional(),
  businessName: z.string().trim().max(120).optional(),
  businessAddress: z.string().trim().max(300).optional(),
  businessDetaile: z.string().trim().max(2000).optional(),
  /** A provider's GSTIN (optional; '' clears it): its shape and check character here, its state against the address by the server. */
  gstin: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .refine((v) => v === '' || isValidGstin(v), taxMessages.gstinInvalid)
    .optional(),
});

/** An admin may also change a member's email and phone (docs/product-spec.md §6: admins edit users). */
export function adminProfileSchema(rules: RegistrationRules) {
  return profileSchema.extend({ email: emailSchema(rules).optional(), phone: phoneSchema.optional() });
}
export type AdminProfileInput = z.infer<ReturnType<typeof adminProfileSchema>>;

/**
 * How its multipart fields travel (multipart.ts): address and businessCategory as JSON text; an
 * empty business field is sent, and clears it. The files (a new profilePic; from an admin also the
 * Aadhaar images) follow them.
 */
const profileFormFields = {
  name: 'text',
  email: 'text',
  phone: 'text',
  address: 'json',
  businessCategory: 'json',
  businessName: 'text',
  businessAddress: 'text',
  businessDetaile: 'text',
  gstin: 'text',
} as const satisfies FormFields;

export const encodeProfileForm = (values: FormValues<typeof profileFormFields>, files: FormFiles<DocumentSlot>) =>
  encodeForm(profileFormFields, DOCUMENT_SLOTS, values, files);
export const decodeProfileFields = (fields: Readonly<Record<string, string>>, check?: JsonCheck) =>
  decodeFields(profileFormFields, fields, check);
