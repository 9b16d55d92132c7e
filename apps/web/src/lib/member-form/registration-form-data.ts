import type { DocumentSlot } from '@sevak/shared';
import type { AddressValues, RegistrationFormValues } from './registration-form';

// The multipart body of a new member, shared by /register and the admin's Create User.

export type RegistrationFiles = Record<DocumentSlot, File>;

export function trimAddress(address: AddressValues): AddressValues {
  return {
    area: address.area.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    country: address.country.trim(),
    pincode: address.pincode.trim(),
  };
}

/**
 * The multipart body of POST /auth/registerUserweb (DESIGN §5): text fields first (address and
 * businessCategory as JSON text, the consents, then `extra`, e.g. an admin's referrerPhone), then the three
 * images. Empty optional fields are left out.
 */
export function registrationFormData(
  form: RegistrationFormValues,
  files: RegistrationFiles,
  extra: Readonly<Record<string, string>> = {},
): FormData {
  const data = new FormData();
  data.append('name', form.name.trim());
  data.append('email', form.email.trim());
  data.append('phone', form.phone.trim());
  data.append('password', form.password);
  data.append('confirmpassword', form.confirmpassword);
  data.append('address', JSON.stringify(trimAddress(form.address)));
  data.append('businessCategory', JSON.stringify(form.businessCategory));
  data.append('businessName', form.businessName.trim());
  data.append('businessAddress', form.businessAddress.trim());
  data.append('businessDetaile', form.businessDetaile.trim());
  const referralCode = form.referralCode.trim().toUpperCase();
  if (referralCode) data.append('referralCode', referralCode);
  // The member's own consent (an admin's Create User has none: the member gives it at first sign-in).
  if (form.privacyConsent) {
    data.append('privacyConsent', 'true');
    data.append('noticeVersion', form.noticeVersion);
    data.append('marketingConsent', String(form.marketingConsent));
  }
  for (const [name, value] of Object.entries(extra)) if (value) data.append(name, value);
  data.append('frontAadhar', files.frontAadhar);
  data.append('backAadhar', files.backAadhar);
  data.append('profilePic', files.profilePic);
  return data;
}
