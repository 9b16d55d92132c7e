import { registrationMessages as m } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { describeRegistrationFailure } from './registration-errors';

describe('describeRegistrationFailure (spec §8)', () => {
  it('maps each errors[].msg and sorts them into form fields and images', () => {
    const failure = describeRegistrationFailure(
      new ApiError(400, 'Please correct the highlighted fields', [
        { path: 'email', msg: m.emailExists },
        { path: 'phone', msg: m.phoneExists },
        { path: 'businessCategory.1', msg: m.categoryUnknown },
        { path: 'frontAadhar', msg: m.invalidFileType },
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

  it('maps a bare 413 / 415 message, and falls back for no answer and 5xx', () => {
    expect(describeRegistrationFailure(new ApiError(413, m.fileTooLarge)).messages).toEqual([m.fileTooLargeShown]);
    expect(describeRegistrationFailure(new ApiError(415, m.invalidFileType)).messages).toEqual([m.invalidFileTypeShown]);
    expect(describeRegistrationFailure(new ApiError(429, 'Too many requests')).messages).toEqual(['Too many requests']);
    expect(describeRegistrationFailure(new ApiError(0, 'offline')).messages).toEqual([m.networkError]);
    expect(describeRegistrationFailure(new ApiError(500, 'Something went wrong')).messages).toEqual([m.registrationFailed]);
    expect(describeRegistrationFailure(new Error('boom')).messages).toEqual([m.registrationFailed]);
  });
});
