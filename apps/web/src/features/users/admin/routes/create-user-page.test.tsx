// @vitest-environment happy-dom
import { paths, registrationMessages as m, userAnswerSchema } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  errorResponse,
  fixture,
  imageFile,
  jsonResponse,
  makeAdmin,
  makeUser,
  pincodeFound,
  PUBLIC_CONFIG,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

function renderCreate(register: Answer = () => errorResponse('INTERNAL', { message: 'unexpected' })) {
  return renderApp(paths.admin.createUser, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      if (path === '/api/auth/registerUserweb') return register(init);
      if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
      if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
      if (path.startsWith('/api/location/pincode/')) return jsonResponse(pincodeFound());
      // Pending Approval, where a success leads.
      if (path.startsWith('/api/auth/getAllUser')) return jsonResponse({ user: [], nextCursor: null });
      return errorResponse('NOT_FOUND', { message: 'Not found' });
    },
  });
}

type User = ReturnType<typeof renderApp>['user'];

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const form = () => screen.getByRole('button', { name: /Register User|Registering/ }).closest('form') as HTMLFormElement;

/** Types a value in one go (a paste), which keeps these long forms fast. */
async function fill(user: User, label: string, value: string) {
  await user.click(input(label));
  await user.paste(value);
}

async function fillValidForm(user: User, referrerPhone = '9876500099') {
  await screen.findByRole('heading', { name: 'Create User', level: 1 });
  await fill(user, 'Referrer phone', referrerPhone);
  await fill(user, 'Name', 'Asha Verma');
  await fill(user, 'Email', 'asha.verma@gmail.com');
  await fill(user, 'Phone', '9876543210');
  await fill(user, 'Password', 'correct-horse');
  await fill(user, 'Confirm password', 'correct-horse');
  await fill(user, 'Pincode', '411038');
  await waitFor(() => expect(input('Area').value).toBe('Kothrud'));
  await fill(user, 'Business name', 'Asha Tailoring');
  await user.upload(input('Front Aadhaar photo'), imageFile('front.jpg'));
  await user.upload(input('Back Aadhaar photo'), imageFile('back.jpg'));
  await user.upload(input('Profile selfie photo'), imageFile('selfie.jpg'));
}

const registerCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.filter(([path]) => path === '/api/auth/registerUserweb');

describe('admin Create User (/admin/creatUser)', () => {
  it('has every field with a visible label, the three documents and Register User', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'Create User', level: 1 })).toBeTruthy();
    for (const label of [
      'Referrer phone',
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
    ]) {
      expect(input(label), label).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Business category' })).toBeTruthy();
    for (const group of ['Front of Aadhaar', 'Back of Aadhaar', 'Profile selfie']) {
      expect(
        within(screen.getByRole('group', { name: group })).getByRole('button', { name: `Use camera for ${group}` }),
      ).toBeTruthy();
    }
    // The password has a show toggle.
    expect(screen.getAllByRole('button', { name: 'Show password' }).length).toBe(2);
    expect(screen.getByRole('button', { name: 'Register User' })).toBeTruthy();
  });

  it('shows the errors under the fields and the documents, and sends nothing', async () => {
    const { user, fetchMock } = renderCreate();
    await screen.findByRole('heading', { name: 'Create User', level: 1 });
    await fill(user, 'Referrer phone', '5876543210');
    await user.click(screen.getByRole('button', { name: 'Register User' }));
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
    expect(within(form()).getByText(m.phoneStart)).toBeTruthy();
    expect(input('Referrer phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Referrer phone'));
    expect(within(screen.getByRole('group', { name: 'Profile selfie' })).getByText(m.selfieRequired)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Front of Aadhaar' })).getByText(m.documentsRequired)).toBeTruthy();
    expect(registerCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the registration with referrerPhone and the three files, says Registering..., then goes to Pending Approval', async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock, router } = renderCreate(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register User' }));

    const busy = await screen.findByRole('button', { name: 'Registering...' });
    expect(busy.hasAttribute('disabled')).toBe(true);

    const [[, init]] = registerCalls(fetchMock) as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body.get('referrerPhone')).toBe('9876500099');
    expect(body.get('name')).toBe('Asha Verma');
    expect(body.get('email')).toBe('asha.verma@gmail.com');
    expect(body.get('phone')).toBe('9876543210');
    expect(body.get('password')).toBe('correct-horse');
    expect(body.get('confirmpassword')).toBe('correct-horse');
    expect(JSON.parse(String(body.get('address')))).toEqual({
      area: 'Kothrud',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411038',
    });
    expect(JSON.parse(String(body.get('businessCategory')))).toEqual([]);
    expect(body.get('businessName')).toBe('Asha Tailoring');
    expect((body.get('frontAadhar') as File).name).toBe('front.jpg');
    expect((body.get('backAadhar') as File).name).toBe('back.jpg');
    expect((body.get('profilePic') as File).name).toBe('selfie.jpg');

    answer(
      jsonResponse(
        fixture(userAnswerSchema, { success: true, message: 'Registered', user: makeUser({ isAdminApproved: false }) }),
        201,
      ),
    );
    // The admin's words: the member was created and awaits approval (not the member's own 'Your account…').
    expect(
      await screen.findByText('Member Asha Verma created. Their account is awaiting admin approval.'),
    ).toBeTruthy();
    expect(screen.queryByText(m.registered)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.approve));
    // It types a whole form (4-5 s on a busy machine, near vitest's 5 s default), and the URL now
    // changes only once the next page's code is here (route lazy).
  }, 15_000);

  it('leaves referrerPhone out when it is empty', async () => {
    let body: FormData | undefined;
    const { user } = renderCreate((init) => {
      body = init?.body as FormData;
      return jsonResponse(fixture(userAnswerSchema, { success: true, message: 'Registered', user: makeUser() }), 201);
    });
    await fillValidForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Register User' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.has('referrerPhone')).toBe(false);
  });

  it('shows a registered email under Email (409), in the registration form words', async () => {
    const { user, router } = renderCreate(() =>
      errorResponse('EMAIL_TAKEN', {
        success: false,
        message: m.emailExists,
        errors: [{ path: 'email', msg: m.emailExists, code: 'EMAIL_TAKEN' }],
      }),
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register User' }));
    await waitFor(() => expect(input('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getAllByText(m.emailExistsShown).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(input('Email'));
    expect(router.state.location.pathname).toBe(paths.admin.createUser);
    // Changing the email clears the server's verdict.
    await user.clear(input('Email'));
    await fill(user, 'Email', 'asha.v@gmail.com');
    expect(within(form()).queryByText(m.emailExistsShown)).toBeNull();
    expect(input('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an unknown referrer under Referrer phone', async () => {
    const msg = 'No member has the phone number 9876500099.';
    const { user } = renderCreate(() =>
      errorResponse('REFERRER_PHONE_UNKNOWN', {
        success: false,
        message: msg,
        errors: [{ path: 'referrerPhone', msg, code: 'REFERRER_PHONE_UNKNOWN' }],
      }),
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register User' }));
    await waitFor(() => expect(input('Referrer phone').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getAllByText(msg).length).toBeGreaterThan(0);
  });

  it('says so when the request gets no answer', async () => {
    const { user } = renderCreate(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register User' }));
    expect((await screen.findAllByText('Failed to Register user. Please try again.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Register User' })).toBeTruthy();
  });
});
