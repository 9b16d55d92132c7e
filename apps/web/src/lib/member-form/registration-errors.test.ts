import { registrationMessages as m } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { describeRegistrationFailure } from './registration-errors';

describe('describeRegistrationFailure (docs/product-spec.md §8)', () => {
  it('maps each errors[] item by its code and sorts them into form fields and images', () => {
    const failure = describeRegistrationFailure(
      new ApiError(409, 'EMAIL_TAKEN', m.emailExists, [
        { path: 'email', msg: m.emailExists, code: 'EMAIL_TAKEN' },
        { path: 'phone', msg: m.phoneExists, code: 'PHONE_TAKEN' },
        { path: 'businessCategory.1', msg: m.categoryUnknown, code: 'CATEGORY_UNKNOWN' },
        { path: 'frontAadhar', msg: m.invalidFileType, code: 'FILE_TYPE_INVALID' },
        { path: 'fcmToken', msg: 'Too long' },
      ]),
    );
    expect(failure.messages).toEqual([
      m.emailExistsShown,
      m.phoneExistsShown,
      m.categoryUnknown,
      m.invalidFileTypeShown,
      'Too long',
    ]);
    expect(failure.formErrors).toEqual({
      email: m.emailExistsShown,
      phone: m.phoneExistsShown,
      businessCategory: m.categoryUnknown,
    });
    expect(failure.documentErrors).toEqual({ frontAadhar: m.invalidFileTypeShown });
  });

  it('maps a bare 413 / 415 by its code, and falls back for no answer and 5xx', () => {
    expect(describeRegistrationFailure(new ApiError(413, 'FILE_TOO_LARGE', m.fileTooLarge)).messages).toEqual([
      m.fileTooLargeShown,
    ]);
    expect(describeRegistrationFailure(new ApiError(415, 'FILE_TYPE_INVALID', m.invalidFileType)).messages).toEqual([
      m.invalidFileTypeShown,
    ]);
    expect(describeRegistrationFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests')).messages).toEqual([
      'Too many requests',
    ]);
    expect(describeRegistrationFailure(new ApiError(0, 'NETWORK', 'offline')).messages).toEqual([m.networkError]);
    expect(describeRegistrationFailure(new ApiError(500, 'INTERNAL', 'Something went wrong')).messages).toEqual([
      m.registrationFailed,
    ]);
    expect(describeRegistrationFailure(new Error('boom')).messages).toEqual([m.registrationFailed]);
  });
});
