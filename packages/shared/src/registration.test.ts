import { describe, expect, it } from 'vitest';
import { promoteAdminSchema } from './admin.js';
import { loginSchema } from './auth.js';
import { assignPlanSchema } from './investments.js';
import { PRIVACY_NOTICE_VERSION } from './privacy.js';
import {
  forgotPasswordSchema,
  normalisePhone,
  phoneSchema,
  registrationMessages,
  registrationSchema,
} from './registration.js';

const valid = {
  name: 'Asha',
  email: 'asha@gmail.com',
  phone: '9876543210',
  password: 'long-enough-1',
  confirmpassword: 'long-enough-1',
  address: { area: 'A', city: 'B', state: 'C', country: 'India', pincode: '560001' },
  privacyConsent: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
};

function emailError(email: string) {
  const result = registrationSchema().safeParse({ ...valid, email });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'email')?.message;
}

describe('registration rules (docs/product-spec.md §5)', () => {
  it('accepts a valid form', () => {
    expect(registrationSchema().safeParse(valid).success).toBe(true);
  });

  it('says what is wrong with an email, first problem first', () => {
    expect(emailError('')).toBe('Email is required.');
    expect(emailError('asha')).toBe('Please enter a valid email address.');
    expect(emailError('asha@yahoo.com')).toBe('Please use your @gmail.com email.');
    expect(emailError('Asha@GMAIL.com')).toBeUndefined();
  });

  it('follows the configured domains and password length', () => {
    const rules = { allowedEmailDomains: ['sevak.in', 'gmail.com'], passwordMinLength: 4 };
    const result = registrationSchema(rules).safeParse({
      ...valid,
      email: 'a@yahoo.com',
      password: 'abcd',
      confirmpassword: 'abcd',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please use your @sevak.in or @gmail.com email.']);
  });
});

describe('pasted phone numbers', () => {
  it.each([
    '98765 43210',
    '+91 98765 43210',
    '+91-98765-43210',
    '098765 43210',
    '(+91) 98765-43210',
    '0091 98765 43210',
  ])('"%s" is read as 9876543210 by the phone schema and the registration form', (pasted) => {
    expect(normalisePhone(pasted)).toBe('9876543210');
    expect(phoneSchema.parse(pasted)).toBe('9876543210');
    expect(registrationSchema().parse({ ...valid, phone: pasted }).phone).toBe('9876543210');
  });

  it('still refuses numbers that are not 10 digits after cleaning, with the same messages', () => {
    expect(phoneSchema.safeParse('98765 4321').error?.issues[0]?.message).toBe(registrationMessages.phoneDigits);
    expect(phoneSchema.safeParse('98765abc10').error?.issues[0]?.message).toBe(registrationMessages.phoneDigits);
    expect(phoneSchema.safeParse('+91 58765 43210').error?.issues[0]?.message).toBe(registrationMessages.phoneStart);
  });

  it('cleans a phone typed to log in or to find a member, and leaves an email alone', () => {
    expect(loginSchema.parse({ emailOrPhone: '+91 98765 43210', password: 'x' }).emailOrPhone).toBe('9876543210');
    expect(loginSchema.parse({ emailOrPhone: ' Asha@Gmail.com ', password: 'x' }).emailOrPhone).toBe('Asha@Gmail.com');
    expect(promoteAdminSchema.parse({ emailOrPhone: '098765 43210' }).emailOrPhone).toBe('9876543210');
    expect(forgotPasswordSchema.parse({ email: 'a@gmail.com', phone: '+91-98765-43210' }).phone).toBe('9876543210');
    expect(assignPlanSchema.parse({ phone: '98765 43210', planId: 'p' }).phone).toBe('9876543210');
  });
});
