import { PRIVACY_NOTICE_VERSION, registrationSchema, type RegistrationRules } from '@sevak/shared';
import { z } from 'zod';

/** Field path → message (the paths the API names in `errors[].path`). */
type FieldMessages = Record<string, string>;

/**
 * The registration form's values as typed (strings), carried from /register to /RegisterAadhar
 * in navigation state (docs/product-spec.md §2), and the draft kept in sessionStorage so Back keeps them.
 */
export type AddressValues = { area: string; city: string; state: string; country: string; pincode: string };

export type AddressField = keyof AddressValues;

export type RegistrationFormValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmpassword: string;
  address: AddressValues;
  businessCategory: string[];
  businessName: string;
  businessAddress: string;
  businessDetaile: string;
  referralCode: string;
  /**
   * The member's consent to the privacy notice of `noticeVersion`: unticked at first,
   * required; marketing consent is separate and optional. An admin's Create User sends none.
   */
  privacyConsent: boolean;
  noticeVersion: string;
  marketingConsent: boolean;
};

/** Consent not given: how every form starts, and a draft comes back (the box is ticked afresh). */
const NO_CONSENT = { privacyConsent: false, noticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false };

export const EMPTY_ADDRESS: AddressValues = { area: '', city: '', state: '', country: '', pincode: '' };

export function emptyRegistrationForm(): RegistrationFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmpassword: '',
    address: { ...EMPTY_ADDRESS },
    businessCategory: [],
    businessName: '',
    businessAddress: '',
    businessDetaile: '',
    referralCode: '',
    ...NO_CONSENT,
  };
}

/** The field paths of the form (as the API names them in `errors[].path`). */
const FORM_PATHS = new Set([
  'name',
  'email',
  'phone',
  'password',
  'confirmpassword',
  'address',
  'address.area',
  'address.city',
  'address.state',
  'address.country',
  'address.pincode',
  'businessCategory',
  'businessName',
  'businessAddress',
  'businessDetaile',
  'referralCode',
  'privacyConsent',
  'marketingConsent',
]);

/**
 * 'businessCategory.2' → 'businessCategory'; a path that is no field of the form → null. A stale
 * notice version (the notice changed meanwhile) shows under the consent box: tick it again.
 */
export function formPathOf(path: string): string | null {
  if (path === 'noticeVersion') return 'privacyConsent';
  if (FORM_PATHS.has(path)) return path;
  const parent = path.split('.').slice(0, -1).join('.');
  return parent && FORM_PATHS.has(parent) ? parent : null;
}

/** What travels in navigation state between the two registration steps. */
export type RegistrationState = {
  form: RegistrationFormValues;
  /** Errors the server found in the form (e.g. a registered email), shown under the fields. */
  errors?: FieldMessages;
};

const isString = (value: unknown): value is string => typeof value === 'string';

function isAddress(value: unknown): value is AddressValues {
  if (typeof value !== 'object' || value === null) return false;
  const address = value as Record<string, unknown>;
  return ['area', 'city', 'state', 'country', 'pincode'].every((key) => isString(address[key]));
}

export function isRegistrationForm(value: unknown): value is RegistrationFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  const texts = [
    'name',
    'email',
    'phone',
    'password',
    'confirmpassword',
    'businessName',
    'businessAddress',
    'businessDetaile',
    'referralCode',
  ];
  return (
    texts.every((key) => isString(form[key])) &&
    typeof form.privacyConsent === 'boolean' &&
    isString(form.noticeVersion) &&
    typeof form.marketingConsent === 'boolean' &&
    isAddress(form.address) &&
    Array.isArray(form.businessCategory) &&
    form.businessCategory.every(isString)
  );
}

/** The form data in navigation state, or null (opened directly, or state from elsewhere). */
export function registrationStateOf(state: unknown): RegistrationState | null {
  const candidate = state as Partial<RegistrationState> | null | undefined;
  if (!candidate || !isRegistrationForm(candidate.form)) return null;
  const errors: FieldMessages = {};
  if (candidate.errors && typeof candidate.errors === 'object') {
    for (const [key, message] of Object.entries(candidate.errors)) {
      const path = formPathOf(key);
      if (path && isString(message)) errors[path] ??= message;
    }
  }
  return { form: candidate.form, errors };
}

/**
 * The same rules for an edit, where there are no passwords (nor a referral code). The shared
 * schema has a refinement (passwords match), so zod refuses `.omit()` on it; the edit's fields are
 * taken from its shape instead.
 */
export function memberDetailsSchema(rules: RegistrationRules) {
  const { name, email, phone, address, businessCategory, businessName, businessAddress, businessDetaile } =
    registrationSchema(rules).shape;
  return z.object({ name, email, phone, address, businessCategory, businessName, businessAddress, businessDetaile });
}

// The draft: everything but the passwords and the consents, for this tab only.
const DRAFT_KEY = 'sevak.registration.draft';

export function saveRegistrationDraft(values: RegistrationFormValues): void {
  try {
    const {
      password: _password,
      confirmpassword: _confirm,
      privacyConsent: _consent,
      noticeVersion: _version,
      marketingConsent: _marketing,
      ...rest
    } = values;
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(rest));
  } catch {
    // Storage unavailable: the draft is a nicety.
  }
}

export function loadRegistrationDraft(): RegistrationFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft: unknown = { ...(JSON.parse(raw) as object), password: '', confirmpassword: '', ...NO_CONSENT };
    return isRegistrationForm(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function clearRegistrationDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
