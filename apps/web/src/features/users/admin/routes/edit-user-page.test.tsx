// @vitest-environment happy-dom
import { paths, registrationMessages as m, userAnswerSchema, type User } from '@sevak/shared';
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
  PUBLIC_CONFIG,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const MEMBER = makeUser({
  name: 'Meena Iyer',
  email: 'meena@gmail.com',
  phone: '9876500001',
  businessCategory: ['Tailor'],
  businessName: 'Meena Stitches',
  businessDetaile: 'Blouses',
  frontAadhar: '/api/files/front-1',
  backAadhar: '/api/files/back-1',
  profilePic: '/api/files/selfie-1',
});

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

function renderEdit(state: unknown, update: Answer = () => errorResponse('INTERNAL', { message: 'unexpected' })) {
  return renderApp(
    { pathname: paths.admin.editUser, state },
    {
      user: makeAdmin(),
      onFetch: (path, init) => {
        if (path === `/api/auth/updateUser/${MEMBER._id}`) return update(init);
        if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
        if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
        if (path.startsWith('/api/auth/getAllUser')) return jsonResponse({ user: [], nextCursor: null });
        return errorResponse('NOT_FOUND', { message: 'Not found' });
      },
    },
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const saved = (user: User) =>
  jsonResponse(fixture(userAnswerSchema, { success: true, message: 'Profile updated successfully', user }));

describe('admin Edit User (/admin/editUser)', () => {
  it('is prefilled from the member in navigation state, without passwords, with the documents on file', async () => {
    renderEdit({ user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Edit User', level: 1 })).toBeTruthy();
    expect(input('Name').value).toBe('Meena Iyer');
    expect(input('Email').value).toBe('meena@gmail.com');
    expect(input('Phone').value).toBe('9876500001');
    expect(input('Pincode').value).toBe('411038');
    expect(input('City').value).toBe('Pune');
    expect(input('Business name').value).toBe('Meena Stitches');
    expect(input('Business details').value).toBe('Blouses');
    expect(screen.getByText('Tailor')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    const front = within(screen.getByRole('group', { name: 'Front of Aadhaar' })).getByRole('img');
    expect(front.getAttribute('src')).toBe('/api/files/front-1?size=thumb');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('sends the fields and only the replaced image, then toasts and goes back', async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock, router } = renderEdit(
      { user: MEMBER },
      () => new Promise((resolve) => (answer = resolve)),
    );
    await screen.findByRole('heading', { name: 'Edit User', level: 1 });
    await user.clear(input('Name'));
    await user.click(input('Name'));
    await user.paste('Meena R. Iyer');
    await user.upload(input('Back Aadhaar photo'), imageFile('new-back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([path]) => path === `/api/auth/updateUser/${MEMBER._id}`)!;
    const init = call[1] as RequestInit;
    expect(init.method).toBe('PUT');
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Meena R. Iyer');
    expect(body.get('email')).toBe('meena@gmail.com');
    expect(body.get('phone')).toBe('9876500001');
    expect(JSON.parse(String(body.get('address')))).toEqual(MEMBER.address);
    expect(JSON.parse(String(body.get('businessCategory')))).toEqual(['Tailor']);
    expect(body.get('businessName')).toBe('Meena Stitches');
    expect(body.get('businessAddress')).toBe('');
    expect(body.get('businessDetaile')).toBe('Blouses');
    expect((body.get('backAadhar') as File).name).toBe('new-back.jpg');
    expect(body.has('frontAadhar')).toBe(false);
    expect(body.has('profilePic')).toBe(false);
    expect(body.has('password')).toBe(false);

    answer(saved({ ...MEMBER, name: 'Meena R. Iyer' }));
    // The toast container's chunk loads with the first toast (flaky at 1 s on a busy machine before too).
    expect(await screen.findByText('Profile updated successfully', {}, { timeout: 5000 })).toBeTruthy();
    // Opened directly (no page to go back to): All Users.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.users));
  });

  it('checks the fields before sending', async () => {
    const { user, fetchMock } = renderEdit({ user: MEMBER });
    await screen.findByRole('heading', { name: 'Edit User', level: 1 });
    await user.clear(input('Name'));
    await user.clear(input('Phone'));
    await user.click(input('Phone'));
    await user.paste('12345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(m.nameRequired)).toBeTruthy();
    expect(screen.getByText(m.phoneDigits)).toBeTruthy();
    expect(document.activeElement).toBe(input('Name'));
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/auth/updateUser'))).toBe(false);
  });

  it('shows a taken phone (409) under Phone', async () => {
    const { user } = renderEdit({ user: MEMBER }, () =>
      errorResponse('PHONE_TAKEN', {
        success: false,
        message: m.phoneExists,
        errors: [{ path: 'phone', msg: m.phoneExists, code: 'PHONE_TAKEN' }],
      }),
    );
    await screen.findByRole('heading', { name: 'Edit User', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(input('Phone').getAttribute('aria-invalid')).toBe('true'));
    const form = screen.getByRole('button', { name: 'Save changes' }).closest('form')!;
    expect(within(form).getByText(m.phoneExistsShown)).toBeTruthy();
  });

  it('without a member in navigation state, says where to open one', async () => {
    renderEdit(null);
    const notice = await screen.findByText('Open a member from All Users or Pending Approval to edit them.');
    // The card's links (the admin menu has links of the same names).
    const main = within(notice.parentElement!);
    expect(main.getByRole('link', { name: 'All Users' }).getAttribute('href')).toBe(paths.admin.users);
    expect(main.getByRole('link', { name: 'Pending Approval' }).getAttribute('href')).toBe(paths.admin.approve);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
