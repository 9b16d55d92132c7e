// @vitest-environment happy-dom
import {
  messages,
  paths,
  PRIVACY_NOTICE,
  PRIVACY_NOTICE_VERSION,
  privacyMessages,
  registrationMessages as m,
  userAnswerSchema,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  errorResponse,
  fixture,
  imageFile,
  jsonResponse,
  makeUser,
  pincodeFound,
  PUBLIC_CONFIG,
} from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';
import { forgetPhotos, keptPhotos } from '../registration-photos';

// Photos chosen in one test are kept for the tab's registration: each test starts with none.
beforeEach(forgetPhotos);

type Answer = Response | (() => Response | Promise<Response>);

const CHECKED = () => jsonResponse({ success: true, message: m.detailsChecked });

/**
 * The API of the registration form; `pincode` answers GET /api/location/pincode/*, `check` POST
 * /api/auth/check-registration (nothing wrong unless said).
 */
function api({
  pincode,
  config = PUBLIC_CONFIG,
  check = CHECKED,
}: { pincode?: Answer; config?: object; check?: Answer } = {}) {
  return (path: string) => {
    if (path === '/api/config/public') return jsonResponse(config);
    if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
    if (path === '/api/auth/check-registration') return typeof check === 'function' ? check() : check.clone();
    if (path.startsWith('/api/location/pincode/') && pincode)
      return typeof pincode === 'function' ? pincode() : pincode.clone();
    throw new Error(`Unexpected fetch ${path}`);
  };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function form() {
  return screen.getByRole('button', { name: 'Continue' }).closest('form') as HTMLFormElement;
}

describe('register page: the form', () => {
  it('has every field of docs/product-spec.md §5 with a visible label, and a way to login', async () => {
    renderApp(paths.register, { onFetch: api() });
    expect(await screen.findByRole('heading', { name: 'Create an account', level: 1 })).toBeTruthy();
    for (const label of [
      'Name',
      'Email',
      'Phone',
      'Password',
      'Confirm password',
      'Area',
      'Pincode',
      'City',
      'State',
      'Country',
      'Business name',
      'Business address',
      'Business details',
      'Referral code',
    ]) {
      expect(input(label), label).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Business category' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      paths.login,
    );
  });

  it('shows the required-field messages under the fields on Continue, and stays', async () => {
    const { user, router } = renderApp(paths.register, { onFetch: api() });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const message of [
      m.nameRequired,
      m.emailRequired,
      m.phoneDigits,
      m.passwordShort(8),
      m.areaRequired,
      m.cityRequired,
      m.stateRequired,
      m.countryRequired,
      m.pincodeRequired,
    ]) {
      expect(within(form()).getByText(message), message).toBeTruthy();
    }
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Name'));
    expect(router.state.location.pathname).toBe(paths.register);
  });

  it.each([
    ['Email', 'asha.verma', m.emailInvalid],
    ['Email', 'asha@yahoo.com', m.emailDomain(['gmail.com'])],
    ['Phone', '98765', m.phoneDigits],
    ['Phone', '5876543210', m.phoneStart],
    ['Password', 'short', m.passwordShort(8)],
  ])('%s "%s" → %s (on leaving the field)', async (label, value, message) => {
    const { user } = renderApp(paths.register, { onFetch: api() });
    await user.type(await screen.findByLabelText(label, { exact: true }), value);
    await user.tab();
    expect(await within(form()).findByText(message)).toBeTruthy();
  });

  it("leaves fields that were only tabbed past alone, and shows a left field's error until it changes", async () => {
    const { user } = renderApp(paths.register, { onFetch: api() });
    await user.click(await screen.findByLabelText('Name', { exact: true }));
    await user.tab();
    await user.tab();
    expect(input('Name').getAttribute('aria-invalid')).not.toBe('true');
    expect(input('Email').getAttribute('aria-invalid')).not.toBe('true');
    expect(within(form()).queryByText(m.nameRequired)).toBeNull();

    await user.type(input('Phone'), '98765');
    await user.tab();
    expect(await within(form()).findByText(m.phoneDigits)).toBeTruthy();
    await user.type(input('Phone'), '0');
    expect(within(form()).queryByText(m.phoneDigits)).toBeNull();
  });

  it.each(['98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210'])(
    'cleans a pasted phone "%s" to its 10 digits instead of cutting it',
    async (pasted) => {
      const { user } = renderApp(paths.register, { onFetch: api() });
      await user.click(await screen.findByLabelText('Phone', { exact: true }));
      await user.paste(pasted);
      await user.tab();
      expect(input('Phone').value).toBe('9876543210');
      expect(input('Phone').getAttribute('aria-invalid')).not.toBe('true');
    },
  );

  it('says when the passwords differ', async () => {
    const { user } = renderApp(paths.register, { onFetch: api() });
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'correct-horse');
    await user.type(input('Confirm password'), 'correct-hose');
    await user.tab();
    expect(await within(form()).findByText(m.passwordsDiffer)).toBeTruthy();
  });

  it("uses the server's rules (GET /config/public)", async () => {
    const config = { ...PUBLIC_CONFIG, allowedEmailDomains: ['sevak.in'], passwordMinLength: 4 };
    const { user } = renderApp(paths.register, { onFetch: api({ config }) });
    await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(screen.getByText('At least 4 characters')).toBeTruthy());
    await user.type(input('Email'), 'asha@gmail.com');
    await user.type(input('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(form()).getByText(m.emailDomain(['sevak.in']))).toBeTruthy();
    expect(within(form()).getByText(m.passwordShort(4))).toBeTruthy();
  });

  it('prefills the referral code from ?ref=', async () => {
    renderApp(`${paths.register}?ref=asha42`, { onFetch: api() });
    expect((await screen.findByLabelText('Referral code')).getAttribute('value') ?? input('Referral code').value).toBe(
      'ASHA42',
    );
  });
});

describe('register page: pincode auto-fill', () => {
  it('fills area, city, state and country from a 6-digit pincode', async () => {
    const { user, fetchMock } = renderApp(paths.register, { onFetch: api({ pincode: jsonResponse(pincodeFound()) }) });
    await user.type(await screen.findByLabelText('Pincode'), '411038');
    await waitFor(() => expect(input('Area').value).toBe('Kothrud'));
    expect(input('City').value).toBe('Pune');
    expect(input('State').value).toBe('Maharashtra');
    expect(input('Country').value).toBe('India');
    expect(fetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/location/'))).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/location/pincode/411038', expect.anything());
  });

  it('fills only the empty fields: an Area the member typed stays', async () => {
    const { user } = renderApp(paths.register, { onFetch: api({ pincode: jsonResponse(pincodeFound()) }) });
    await user.type(await screen.findByLabelText('Area', { exact: true }), 'Shivaji Nagar');
    await user.type(input('Pincode'), '411038');
    await waitFor(() => expect(input('City').value).toBe('Pune'));
    expect(input('Area').value).toBe('Shivaji Nagar');
    expect(input('State').value).toBe('Maharashtra');
    expect(input('Country').value).toBe('India');
  });

  async function fillThenLookup(pincode: Answer, typed = '411038') {
    const view = renderApp(paths.register, { onFetch: api({ pincode }) });
    const { user } = view;
    for (const [label, value] of [
      ['Area', 'Old area'],
      ['City', 'Old city'],
      ['State', 'Old state'],
      ['Country', 'Old country'],
    ]) {
      await user.type(await screen.findByLabelText(label!, { exact: true }), value!);
    }
    await user.type(input('Pincode'), typed);
    return view;
  }

  const expectKept = () => {
    expect(input('Area').value).toBe('Old area');
    expect(input('City').value).toBe('Old city');
    expect(input('State').value).toBe('Old state');
    expect(input('Country').value).toBe('Old country');
  };

  it('says the pincode is invalid (Status Error) and keeps what the member typed', async () => {
    await fillThenLookup(jsonResponse([{ Status: 'Error', PostOffice: null }]));
    expect(await within(form()).findByText(m.pincodeInvalid)).toBeTruthy();
    expectKept();
    expect(input('Pincode').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the pincode is invalid on 400 and keeps what the member typed', async () => {
    await fillThenLookup(errorResponse('VALIDATION_FAILED', { message: 'Invalid pincode' }), '01a038');
    expect(await within(form()).findByText(m.pincodeInvalid)).toBeTruthy();
    expectKept();
  });

  it('says the lookup failed when the service is not ready (503)', async () => {
    await fillThenLookup(errorResponse('PINCODES_NOT_READY', { message: 'Not ready' }));
    expect(await within(form()).findByText(m.pincodeLookupFailed)).toBeTruthy();
    expectKept();
  });

  it('says the lookup failed on a network error', async () => {
    await fillThenLookup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await within(form()).findByText(m.pincodeLookupFailed)).toBeTruthy();
  });

  it('does not overwrite typed fields on a found pincode, and clears what a lookup filled when the next one fails', async () => {
    let answer = jsonResponse(pincodeFound());
    const { user } = renderApp(paths.register, { onFetch: api({ pincode: () => answer.clone() }) });
    await user.type(await screen.findByLabelText('City', { exact: true }), 'Pimpri');
    await user.type(input('Pincode'), '411038');
    await waitFor(() => expect(input('Area').value).toBe('Kothrud'));
    expect(input('City').value).toBe('Pimpri');
    answer = jsonResponse([{ Status: 'Error', PostOffice: null }]);
    await user.clear(input('Pincode'));
    await user.type(input('Pincode'), '411099');
    expect(await within(form()).findByText(m.pincodeInvalid)).toBeTruthy();
    expect(input('Area').value).toBe('');
    expect(input('State').value).toBe('');
    expect(input('City').value).toBe('Pimpri');
  });
});

/** Fills every required field with good values (pincode through the lookup). */
async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name', { exact: true }), 'Asha Verma');
  await user.type(input('Email'), 'asha.verma@gmail.com');
  await user.type(input('Phone'), '9876543210');
  await user.type(input('Password'), 'correct-horse');
  await user.type(input('Confirm password'), 'correct-horse');
  await user.type(input('Pincode'), '411038');
  await waitFor(() => expect(input('Area').value).toBe('Kothrud'));
  await user.click(input(privacyMessages.consentLabel));
}

describe('register page: the privacy notice and consent', () => {
  it('shows the itemised notice before the documents step, with an unticked, required consent box', async () => {
    const { user, router, fetchMock } = renderApp(paths.register, {
      onFetch: api({ pincode: jsonResponse(pincodeFound()) }),
    });
    const notice = await screen.findByRole('region', { name: PRIVACY_NOTICE.title });
    for (const section of PRIVACY_NOTICE.sections)
      expect(within(notice).getByRole('heading', { name: section.heading }), section.heading).toBeTruthy();
    // The retention days are this server's (GET /config/public).
    expect(within(notice).getByText(/deleted 90 days after an admin has verified them/)).toBeTruthy();
    const consent = input(privacyMessages.consentLabel);
    const marketing = input(privacyMessages.marketingLabel);
    expect(consent.checked).toBe(false);
    expect(consent.required).toBe(true);
    expect(marketing.checked).toBe(false);
    expect(marketing.required).toBe(false);

    // Everything else good, the box unticked: Continue stays, saying why.
    await fillValidForm(user);
    await user.click(consent);
    expect(consent.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(form()).findByText(privacyMessages.consentRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/auth/check-registration')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(paths.register);

    // Ticked (and marketing too): on to the documents, the consents in the data carried on.
    await user.click(consent);
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({
      form: { privacyConsent: true, noticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: true },
    });
  }, 30_000);

  it('does not keep the ticked box in the draft: a new visit asks again', async () => {
    const { user } = renderApp(paths.register, { onFetch: api() });
    await user.click(await screen.findByLabelText(privacyMessages.consentLabel));
    const draft = sessionStorage.getItem('sevak.registration.draft') ?? '';
    expect(draft).not.toContain('privacyConsent');
  });
});

describe('register page: on to the KYC step and back', () => {
  it('carries the data to /RegisterAadhar and keeps it when going back', async () => {
    const { user, router } = renderApp(paths.register, { onFetch: api({ pincode: jsonResponse(pincodeFound()) }) });
    await fillValidForm(user);
    await user.type(input('Business name'), 'Asha Tailoring');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.registerAadhaar);
    expect(router.state.location.state).toMatchObject({ form: { name: 'Asha Verma', address: { city: 'Pune' } } });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(input('Name').value).toBe('Asha Verma');
    expect(input('Business name').value).toBe('Asha Tailoring');
    expect(input('Password').value).toBe('correct-horse');
    expect(input('City').value).toBe('Pune');
  }, 30_000);

  it('keeps a draft without the passwords in this tab', async () => {
    const { user } = renderApp(paths.register, { onFetch: api() });
    await user.type(await screen.findByLabelText('Name', { exact: true }), 'Asha');
    await user.type(input('Password'), 'secret-words');
    const draft = sessionStorage.getItem('sevak.registration.draft') ?? '';
    expect(JSON.parse(draft)).toMatchObject({ name: 'Asha' });
    expect(draft).not.toContain('secret-words');
  });

  it('sends /RegisterAadhar without form data to /register, and /registernext too', async () => {
    const first = renderApp(paths.registerAadhaar, { onFetch: api() });
    await waitFor(() => expect(first.router.state.location.pathname).toBe(paths.register));
    first.unmount();
    const second = renderApp(paths.registerNext, { onFetch: api() });
    await waitFor(() => expect(second.router.state.location.pathname).toBe(paths.register));
  });
});

describe('register page: the server checks the details before the documents step', () => {
  const refusal = () =>
    errorResponse('VALIDATION_FAILED', {
      success: false,
      message: m.emailExists,
      errors: [
        { path: 'email', msg: m.emailExists, code: 'EMAIL_TAKEN' },
        { path: 'phone', msg: m.phoneExists, code: 'PHONE_TAKEN' },
        { path: 'password', msg: m.passwordCommon, code: 'PASSWORD_COMMON' },
        { path: 'referralCode', msg: m.referralInvalid, code: 'REFERRAL_CODE_INVALID' },
      ],
    });

  it('shows every problem the server found under its field at once, and stays on the details', async () => {
    const { user, router, fetchMock } = renderApp(paths.register, {
      onFetch: api({ pincode: jsonResponse(pincodeFound()), check: refusal }),
    });
    await fillValidForm(user);
    await user.type(input('Referral code'), 'nope42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await within(form()).findByText(m.emailExistsShown, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(form()).getByText(m.phoneExistsShown)).toBeTruthy();
    expect(within(form()).getByText(m.passwordCommon)).toBeTruthy();
    expect(within(form()).getByText(m.referralInvalid)).toBeTruthy();
    for (const label of ['Email', 'Phone', 'Referral code']) {
      expect(input(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(document.activeElement).toBe(input('Email'));
    expect(within(form()).getByText(messages.common.validationFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.register);

    // The details went as JSON, as the schema made them (trimmed, the code in capitals).
    const calls = callsTo(fetchMock, 'POST', '/api/auth/check-registration');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@gmail.com',
      phone: '9876543210',
      password: 'correct-horse',
      confirmpassword: 'correct-horse',
      address: { pincode: '411038', city: 'Pune' },
      referralCode: 'NOPE42',
    });

    // A fixed field loses its error; the others stay until changed.
    await user.type(input('Email'), 'x');
    expect(within(form()).queryByText(m.emailExistsShown)).toBeNull();
    expect(within(form()).getByText(m.phoneExistsShown)).toBeTruthy();
  }, 30_000);

  it('goes on to the documents step when the check itself cannot answer (rate limited): Sign Up checks again', async () => {
    const { user, router } = renderApp(paths.register, {
      onFetch: api({
        pincode: jsonResponse(pincodeFound()),
        check: () => errorResponse('RATE_LIMITED', { success: false, message: messages.common.rateLimited }),
      }),
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.registerAadhaar);
  }, 30_000);
});

describe('registration: the photos stay chosen between the two steps', () => {
  async function pick(user: ReturnType<typeof renderApp>['user'], label: string) {
    await user.upload(await screen.findByLabelText(label), imageFile(`${label}.jpg`));
  }
  const chosen = (box: string) => screen.queryByRole('img', { name: `${box}: chosen photo` });
  const BOXES = ['Front of Aadhaar', 'Back of Aadhaar', 'Profile selfie'];

  it('keeps the three photos through Back and Continue, and through a detail refused at Sign Up', async () => {
    let registered: FormData | undefined;
    let registerAnswer = () =>
      errorResponse('EMAIL_TAKEN', {
        success: false,
        message: m.emailExists,
        errors: [{ path: 'email', msg: m.emailExists, code: 'EMAIL_TAKEN' }],
      });
    const check = api({ pincode: jsonResponse(pincodeFound()) });
    const { user, router } = renderApp(paths.register, {
      onFetch: (path, init) => {
        if (path === '/api/auth/registerUserweb') {
          registered = init?.body as FormData;
          return registerAnswer();
        }
        return check(path);
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 }, { timeout: 5000 })).toBeTruthy();
    await pick(user, 'Front Aadhaar photo');
    await pick(user, 'Back Aadhaar photo');
    await pick(user, 'Profile selfie photo');
    for (const box of BOXES)
      expect(await screen.findByRole('img', { name: `${box}: chosen photo` }, { timeout: 5000 })).toBeTruthy();

    // Back to the details and on again: the photos are still chosen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 }, { timeout: 5000 })).toBeTruthy();
    for (const box of BOXES) expect(chosen(box), box).toBeTruthy();

    // Someone took the email in between: back to the details with the error under it.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.register);
    expect(within(form()).getByText(m.emailExistsShown)).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('Password').value).toBe('correct-horse');

    // Fixed, on again: the photos are there, and Sign Up sends them.
    await user.clear(input('Email'));
    await user.type(input('Email'), 'asha.verma2@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Aadhaar KYC', level: 1 }, { timeout: 5000 })).toBeTruthy();
    for (const box of BOXES) expect(chosen(box), box).toBeTruthy();
    registerAnswer = () =>
      jsonResponse(
        fixture(userAnswerSchema, { success: true, message: 'Registered', user: makeUser({ isAdminApproved: false }) }),
        201,
      );
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // Registered and signed in: on to the fee (register-aadhaar-page.test.tsx follows it there).
    await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.registerAadhaar));
    expect(registered?.get('email')).toBe('asha.verma2@gmail.com');
    // The consent given on the details step travels with the registration.
    expect(registered?.get('privacyConsent')).toBe('true');
    expect(registered?.get('noticeVersion')).toBe(PRIVACY_NOTICE_VERSION);
    expect(registered?.get('marketingConsent')).toBe('false');
    expect((registered?.get('frontAadhar') as File).name).toBe('Front Aadhaar photo.jpg');
    expect((registered?.get('profilePic') as File).name).toBe('Profile selfie photo.jpg');
    // Registered: the photos are not kept any longer.
    expect(Object.values(keptPhotos())).toEqual([null, null, null]);
  }, 60_000);
});
