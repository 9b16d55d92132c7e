// @vitest-environment happy-dom
import {
  MAX_IMAGE_BYTES,
  paths,
  PRIVACY_NOTICE_VERSION,
  registrationAnswerSchema,
  registrationMessages as m,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, fixture, imageFile, jsonResponse, makeUser, notAnImageFile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { forgetPhotos } from '../registration-photos';
import { onFetch, ORDER } from '../testing';
import type { RegistrationFormValues, RegistrationState } from '../../../lib/member-form/registration-form';

// Photos chosen in one test are kept for the tab's registration: each test starts with none.
beforeEach(forgetPhotos);

const FORM: RegistrationFormValues = {
  name: ' Asha Verma ',
  email: 'asha.verma@gmail.com',
  phone: '9876543210',
  password: 'correct-horse',
  confirmpassword: 'correct-horse',
  address: { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
  businessCategory: ['Tailor', 'Beautician'],
  businessName: 'Asha Tailoring',
  businessAddress: '',
  businessDetaile: 'Blouses and alterations',
  referralCode: 'ref42',
  privacyConsent: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  marketingConsent: false,
};

const KYC = { pathname: paths.registerAadhaar, state: { form: FORM } satisfies RegistrationState };

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/** `after`: the calls of the pages after Sign Up (the new member's status and checkout). */
function renderKyc(
  register: Answer = () => errorResponse('INTERNAL', { message: 'unexpected' }),
  after?: (path: string, init: RequestInit | undefined) => Response,
) {
  return renderApp(KYC, {
    onFetch: (path, init) => {
      if (path === '/api/auth/registerUserweb') return register(init);
      if (after) return after(path, init);
      if (path === '/api/config/public' || path === '/api/category/getAllCategory') return jsonResponse({}, 404);
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

const main = () => within(screen.getByRole('main'));

async function pick(user: ReturnType<typeof renderApp>['user'], label: string, file = imageFile(`${label}.jpg`)) {
  await user.upload(await screen.findByLabelText(label), file);
}

async function pickAll(user: ReturnType<typeof renderApp>['user']) {
  await pick(user, 'Front Aadhaar photo');
  await pick(user, 'Back Aadhaar photo');
  await pick(user, 'Profile selfie photo');
}

describe('KYC step (/RegisterAadhar)', () => {
  it('has the three boxes, each with a file input and a camera button, and Sign Up', async () => {
    renderKyc();
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 })).toBeTruthy();
    for (const [group, input] of [
      ['Front of Aadhaar', 'Front Aadhaar photo'],
      ['Back of Aadhaar', 'Back Aadhaar photo'],
      ['Profile selfie', 'Profile selfie photo'],
    ] as const) {
      const box = screen.getByRole('group', { name: group });
      expect(within(box).getByLabelText(input).getAttribute('accept')).toBe('image/*');
      expect(within(box).getByRole('button', { name: `Use camera for ${group}` })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(paths.login);
  });

  it('asks for the selfie first, and sends nothing', async () => {
    const { user, fetchMock } = renderKyc();
    await pick(user, 'Front Aadhaar photo');
    await pick(user, 'Back Aadhaar photo');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(main().getAllByText(m.selfieRequired).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/registerUserweb')).toBe(false);
  });

  it('asks for all documents when only the selfie is there', async () => {
    const { user, fetchMock } = renderKyc();
    await pick(user, 'Profile selfie photo');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(main().getAllByText(m.documentsRequired).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/registerUserweb')).toBe(false);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { user } = renderKyc();
    await pick(user, 'Front Aadhaar photo', imageFile('big.jpg', MAX_IMAGE_BYTES + 1));
    const box = screen.getByRole('group', { name: 'Front of Aadhaar' });
    expect(within(box).getByText(m.fileTooLargeShown)).toBeTruthy();
    expect(within(box).queryByRole('img')).toBeNull();
  });

  it('refuses a file that is not a picture as soon as it is chosen, in the spec words', async () => {
    const { user } = renderKyc();
    await pick(user, 'Front Aadhaar photo', notAnImageFile('front.jpg'));
    const box = screen.getByRole('group', { name: 'Front of Aadhaar' });
    expect(await within(box).findByText(m.invalidFileTypeShown)).toBeTruthy();
    expect(within(box).queryByRole('img')).toBeNull();
    expect(within(box).getByText('No photo yet')).toBeTruthy();
    await pick(user, 'Front Aadhaar photo');
    expect(await within(box).findByRole('img', { name: 'Front of Aadhaar: chosen photo' })).toBeTruthy();
    expect(within(box).queryByText(m.invalidFileTypeShown)).toBeNull();
  });

  it('stops asking for the selfie once it is there, and the documents message goes when all are', async () => {
    const { user } = renderKyc();
    await pick(user, 'Front Aadhaar photo');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(main().getAllByText(m.selfieRequired).length).toBeGreaterThan(0);
    await pick(user, 'Profile selfie photo');
    await waitFor(() => expect(main().queryByText(m.selfieRequired)).toBeNull());
    expect(main().getAllByText(m.documentsRequired).length).toBeGreaterThan(0);
    await pick(user, 'Back Aadhaar photo');
    await waitFor(() => expect(main().queryByText(m.documentsRequired)).toBeNull());
  });

  it('sends everything as multipart, then, signed in, goes straight to the fee’s checkout', async () => {
    let body: FormData | undefined;
    const message = m.registeredPayFee('₹121');
    const newMember = makeUser({ isAdminApproved: false, paymentVerified: false });
    const { user, router } = renderKyc(
      (init) => {
        body = init?.body as FormData;
        return jsonResponse(
          fixture(registrationAnswerSchema, { success: true, message, token: 't', user: newMember }),
          201,
        );
      },
      (path, init) => {
        if (path === '/api/payment/order' && init?.method === 'POST') return jsonResponse(ORDER, 201);
        return onFetch(path);
      },
    );
    await pickAll(user);
    expect(screen.getByRole('img', { name: 'Profile selfie: chosen photo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sevak test checkout' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.payCheckout);
    expect(screen.getByRole('button', { name: 'Pay ₹121' })).toBeTruthy();

    expect(body).toBeInstanceOf(FormData);
    expect(body!.get('name')).toBe('Asha Verma');
    expect(body!.get('email')).toBe('asha.verma@gmail.com');
    expect(body!.get('phone')).toBe('9876543210');
    expect(body!.get('password')).toBe('correct-horse');
    expect(body!.get('confirmpassword')).toBe('correct-horse');
    expect(JSON.parse(String(body!.get('address')))).toEqual(FORM.address);
    expect(JSON.parse(String(body!.get('businessCategory')))).toEqual(['Tailor', 'Beautician']);
    expect(body!.get('businessName')).toBe('Asha Tailoring');
    expect(body!.get('businessDetaile')).toBe('Blouses and alterations');
    expect(body!.get('referralCode')).toBe('REF42');
    expect(body!.has('fcmToken')).toBe(false);
    for (const slot of ['frontAadhar', 'backAadhar', 'profilePic']) expect(body!.get(slot)).toBeInstanceOf(File);
    expect((body!.get('profilePic') as File).name).toBe('Profile selfie photo.jpg');
  });

  it('shows a duplicate email in the spec words and goes back to the form with the data kept', async () => {
    const { user, router } = renderKyc(() =>
      errorResponse('EMAIL_TAKEN', {
        success: false,
        message: 'Email already exists',
        errors: [{ path: 'email', msg: m.emailExists, code: 'EMAIL_TAKEN' }],
      }),
    );
    await pickAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // A toast says it, and the form is back with the error under the field.
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect((await screen.findAllByText(m.emailExistsShown, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(paths.register);
    const email = screen.getByLabelText('Email', { exact: true }) as HTMLInputElement;
    expect(email.value).toBe('asha.verma@gmail.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(main().getByText(m.emailExistsShown)).toBeTruthy();
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('correct-horse');
  });

  it('maps a duplicate phone, under the phone on the form', async () => {
    const { user } = renderKyc(() =>
      errorResponse('PHONE_TAKEN', {
        success: false,
        message: 'Conflict',
        errors: [{ path: 'phone', msg: m.phoneExists, code: 'PHONE_TAKEN' }],
      }),
    );
    await pickAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    const phone = screen.getByLabelText('Phone', { exact: true });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(main().getByText(m.phoneExistsShown)).toBeTruthy();
  });

  it('maps 415 Invalid file type', async () => {
    const { user } = renderKyc(() =>
      errorResponse('FILE_TYPE_INVALID', { success: false, message: m.invalidFileType }),
    );
    await pickAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await main().findByRole('alert')).textContent).toContain(m.invalidFileTypeShown);
  });

  it('maps 413 File too large', async () => {
    const { user } = renderKyc(() => errorResponse('FILE_TOO_LARGE', { success: false, message: m.fileTooLarge }));
    await pickAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await main().findByRole('alert')).textContent).toContain(m.fileTooLargeShown);
  });

  it('says so when the network fails', async () => {
    const { user } = renderKyc(() => Promise.reject(new TypeError('Failed to fetch')));
    await pickAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await main().findByRole('alert')).textContent).toContain(m.networkError);
  });

  it('says registration failed on a server error', async () => {
    const { user } = renderKyc(() => errorResponse('INTERNAL', { message: 'Something went wrong. Please try again.' }));
    await pickAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await main().findByRole('alert')).textContent).toContain(m.registrationFailed);
  });

  it('says when the browser has no camera API', async () => {
    const { user } = renderKyc();
    await user.click(await screen.findByRole('button', { name: 'Use camera for Profile selfie' }));
    // A toast; its container loads with the first toast.
    expect(await screen.findByText('getUserMedia not supported', {}, { timeout: 5000 })).toBeTruthy();
  });
});
