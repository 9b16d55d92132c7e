import { describe, expect, it } from 'vitest';
import { registrationSchema } from './registration.js';

const valid = {
  name: 'Asha',
  email: 'asha@gmail.com',
  phone: '9876543210',
  password: 'long-enough-1',
  confirmpassword: 'long-enough-1',
  address: { area: 'A', city: 'B', state: 'C', country: 'India', pincode: '560001' },
};

function emailError(email: string) {
  const result = registrationSchema().safeParse({ ...valid, email });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'email')?.message;
}

describe('registration rules (spec §5)', () => {
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
