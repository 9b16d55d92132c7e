// @vitest-environment happy-dom
import {
  documentReviewMessages,
  paths,
  recoveryMessages,
  registrationMessages,
  taxMessages,
  userAnswerSchema,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  errorResponse,
  fixture,
  jsonResponse,
  makeUser,
  pincodeFound,
  PUBLIC_CONFIG,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const member = () =>
  makeUser({
    name: 'Ravi Kumar',
    email: 'ravi@gmail.com',
    phone: '9876500001',
    businessName: 'Ravi Electricals',
    businessCategory: ['Electrician'],
    businessAddress: 'Shop 4, FC Road',
    businessDetaile: 'Wiring and repairs',
    referralCode: 'RAVI21',
    referredBy: [{ _id: '00000000-0000-4000-8000-000000000999', name: 'Asha Verma' }],
    aadharNumber: 'XXXX XXXX 1234',
    profilePic: '/api/files/pic-1',
    createdAt: '2026-01-15T10:00:00.000Z',
  });

const main = () => within(screen.getByRole('main'));

describe('profile (/profile)', () => {
  it('shows the Aadhaar photos on record and new ones awaiting review', async () => {
    renderApp(paths.profile, {
      user: {
        ...member(),
        frontAadhar: '/api/files/f1',
        backAadhar: '/api/files/b1',
        pendingAadhaar: {
          frontAadhar: '/api/files/f2',
          backAadhar: '/api/files/b2',
          uploadedAt: '2026-03-06T04:30:00Z',
        },
      },
    });
    // The layout and the page appear together, once the page's code is here (route lazy).
    await screen.findByRole('main');
    expect((await main().findByRole('img', { name: 'On record: Aadhaar front' })).getAttribute('src')).toBe(
      '/api/files/f1?size=thumb',
    );
    const waiting = main().getByRole('status');
    expect(waiting.textContent).toContain(documentReviewMessages.awaitingReview);
    expect(within(waiting).getByRole('img', { name: 'Awaiting review: Aadhaar back' }).getAttribute('src')).toBe(
      '/api/files/b2?size=thumb',
    );
    expect(main().getByRole('link', { name: 'Replace Aadhaar photos' }).getAttribute('href')).toBe(paths.uploadAadhaar);
  });

  it('says when verified Aadhaar photos were deleted after the retention period', async () => {
    renderApp(paths.profile, {
      user: { ...member(), aadhaarVerifiedAt: '2026-03-04T18:30:00Z', aadhaarPurgedAt: '2026-06-02T22:00:00Z' },
    });
    await screen.findByRole('main');
    expect(
      await main().findByText('Verified on 05 Mar 2026. As UIDAI advises, we deleted the photos on 03 Jun 2026.'),
    ).toBeTruthy();
    expect(main().queryByRole('img', { name: /Aadhaar/ })).toBeNull();
  });

  it("shows the member's record, referral code and invite link", async () => {
    renderApp(paths.profile, { user: member() });
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeTruthy();
    for (const text of [
      'ravi@gmail.com',
      '9876500001',
      'Kothrud, Pune, Maharashtra, India - 411038',
      'Ravi Electricals',
      'Electrician',
      'Shop 4, FC Road',
      'Wiring and repairs',
      'XXXX XXXX 1234',
      'RAVI21',
      'Asha Verma',
      '15 Jan 2026, 3:30 pm',
      'Approved',
      'Fee paid',
    ]) {
      expect(main().getByText(text), text).toBeTruthy();
    }
    expect(main().getByText(`${window.location.origin}/register?ref=RAVI21`)).toBeTruthy();
    expect(main().getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(main().getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(main().getByRole('img', { name: 'Profile picture of Ravi Kumar' }).getAttribute('src')).toBe(
      '/api/files/pic-1?size=thumb',
    );
    expect(main().getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(paths.editProfile);
  });
});

function editApi(extra: (path: string, init: RequestInit | undefined) => Response | undefined) {
  return (path: string, init: RequestInit | undefined) => {
    const answer = extra(path, init);
    if (answer) return answer;
    if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
    if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
    throw new Error(`Unexpected fetch ${path}`);
  };
}

describe('edit profile (/editprofile)', () => {
  it('saves the details as multipart, refreshes the session and goes to /profile', async () => {
    const before = member();
    let body: FormData | undefined;
    let url = '';
    const { user, router } = renderApp(paths.editProfile, {
      user: before,
      onFetch: editApi((path, init) => {
        if (path.startsWith('/api/auth/updateUser/')) {
          url = path;
          expect(init?.method).toBe('PUT');
          body = init?.body as FormData;
          return jsonResponse(
            fixture(userAnswerSchema, {
              success: true,
              message: 'Profile updated successfully',
              user: {
                ...before,
                name: 'Ravi K',
                address: {
                  ...before.address!,
                  pincode: '110001',
                  area: 'Connaught Place',
                  city: 'New Delhi',
                  state: 'Delhi',
                },
              },
            }),
          );
        }
        if (path === '/api/location/pincode/110001') {
          return jsonResponse(
            pincodeFound({ Name: 'Connaught Place', District: 'New Delhi', State: 'Delhi', Country: 'India' }),
          );
        }
        return undefined;
      }),
    });
    const name = (await screen.findByLabelText('Name', { exact: true })) as HTMLInputElement;
    expect(name.value).toBe('Ravi Kumar');
    await user.clear(name);
    await user.type(name, 'Ravi K');
    // A move: the member empties the old address; the new pincode fills only the empty fields.
    for (const label of ['Area', 'City', 'State']) await user.clear(screen.getByLabelText(label, { exact: true }));
    const pincode = screen.getByLabelText('Pincode') as HTMLInputElement;
    await user.clear(pincode);
    await user.type(pincode, '110001');
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('New Delhi'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(await screen.findByRole('heading', { name: 'Ravi K', level: 1 })).toBeTruthy();
    // A toast (its container loads with the first one).
    expect(await screen.findByText('Profile updated successfully', {}, { timeout: 5000 })).toBeTruthy();
    expect(url).toBe(`/api/auth/updateUser/${before._id}`);
    expect(body?.get('name')).toBe('Ravi K');
    expect(JSON.parse(String(body?.get('address')))).toEqual({
      area: 'Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'India',
      pincode: '110001',
    });
    expect(JSON.parse(String(body?.get('businessCategory')))).toEqual(['Electrician']);
    expect(body?.has('profilePic')).toBe(false);
  }, 30_000);

  it('checks a GSTIN’s check character before sending, and sends a right one in capitals', async () => {
    let body: FormData | undefined;
    const { user } = renderApp(paths.editProfile, {
      user: member(),
      onFetch: editApi((path, init) => {
        if (!path.startsWith('/api/auth/updateUser/')) return undefined;
        body = init?.body as FormData;
        return jsonResponse(
          fixture(userAnswerSchema, { success: true, message: 'Profile updated successfully', user: member() }),
        );
      }),
    });
    const gstin = await screen.findByLabelText('GSTIN (optional)');
    await user.type(gstin, '27AAPFU0939F1ZX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(main().getByText(taxMessages.gstinInvalid)).toBeTruthy();
    expect(body).toBeUndefined();
    await user.clear(gstin);
    await user.type(gstin, '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body?.get('gstin')).toBe('27AAPFU0939F1ZV'));
  }, 30_000);

  it('checks the name before sending', async () => {
    const { user, fetchMock } = renderApp(paths.editProfile, { user: member(), onFetch: editApi(() => undefined) });
    await user.clear(await screen.findByLabelText('Name', { exact: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(main().getByText(registrationMessages.nameRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/auth/updateUser/'))).toBe(false);
  });

  it('changes the password, and says when the current one is wrong', async () => {
    let answer = errorResponse('CURRENT_PASSWORD_WRONG', { message: recoveryMessages.currentPasswordWrong });
    const sent: unknown[] = [];
    const { user } = renderApp(paths.editProfile, {
      user: member(),
      onFetch: editApi((path, init) => {
        if (path !== '/api/auth/change-password') return undefined;
        sent.push(JSON.parse(String(init?.body)));
        return answer;
      }),
    });
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.type(section.getByLabelText('New password', { exact: true }), 'another-password');
    await user.type(section.getByLabelText('Confirm new password'), 'another-passw0rd');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(section.getByText(registrationMessages.passwordsDiffer)).toBeTruthy();
    expect(section.getByText('Password is required.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(section.getByLabelText('Current password'), 'old-password');
    await user.clear(section.getByLabelText('Confirm new password'));
    await user.type(section.getByLabelText('Confirm new password'), 'another-password');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText(recoveryMessages.currentPasswordWrong)).toBeTruthy();
    expect(sent).toEqual([{ currentPassword: 'old-password', newPassword: 'another-password' }]);

    answer = jsonResponse({ message: recoveryMessages.passwordChanged });
    await user.clear(section.getByLabelText('Current password'));
    await user.type(section.getByLabelText('Current password'), 'right-password');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(recoveryMessages.passwordChanged, {}, { timeout: 5000 })).toBeTruthy();
    expect((section.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  }, 30_000);
});
