// @vitest-environment happy-dom
import {
  aadhaarUploadAnswerSchema,
  documentReviewMessages,
  messages,
  paths,
  registrationMessages as m,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, imageFile, jsonResponse, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const main = () => within(screen.getByRole('main'));

describe('upload Aadhaar (/upload-adhaar)', () => {
  it('sends a visitor to /login and remembers the page', async () => {
    const { router } = renderApp(paths.uploadAadhaar);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: paths.uploadAadhaar } });
  });

  it('needs both images', async () => {
    const { user, fetchMock } = renderApp(paths.uploadAadhaar, { user: makeUser() });
    await user.upload(await screen.findByLabelText('Front Aadhaar photo'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await main().findByRole('alert')).textContent).toContain(m.aadhaarBothRequired);
    expect(fetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/auth/updateUserProfile'))).toEqual([]);
  });

  it('sends both with the member id, says so and goes home', async () => {
    const member = makeUser({ frontAadhar: '/api/files/old-front' });
    let body: FormData | undefined;
    const { user, router } = renderApp(paths.uploadAadhaar, {
      user: member,
      onFetch: (path, init) => {
        if (path === '/api/auth/updateUserProfile') {
          expect(init?.method).toBe('PUT');
          body = init?.body as FormData;
          return jsonResponse(
            fixture(aadhaarUploadAnswerSchema, {
              success: true,
              message: m.aadhaarUpdated,
              frontAadharUrl: '/api/files/f2',
              backAadharUrl: '/api/files/b2',
              pendingReview: false,
            }),
          );
        }
        if (path === '/api/auth/getuser') return jsonResponse({ user: member });
        throw new Error(`Unexpected fetch ${path}`);
      },
    });
    expect(await screen.findByRole('img', { name: 'Front of Aadhaar: photo on file' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Front Aadhaar photo'), imageFile('front.jpg'));
    await user.upload(screen.getByLabelText('Back Aadhaar photo'), imageFile('back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByText(m.aadhaarUpdated, {}, { timeout: 5000 })).toBeTruthy();
    expect(body?.get('userId')).toBe(member._id);
    expect((body?.get('frontAadhar') as File).name).toBe('front.jpg');
    expect((body?.get('backAadhar') as File).name).toBe('back.jpg');
  });

  it("shows the server's message, or the fallback", async () => {
    let answer = errorResponse('FILE_TYPE_INVALID', { message: 'Invalid file type' });
    // A fresh copy per call: the page's other requests must not use up the answer's body.
    const { user } = renderApp(paths.uploadAadhaar, { user: makeUser(), onFetch: () => answer.clone() });
    await user.upload(await screen.findByLabelText('Front Aadhaar photo'), imageFile());
    await user.upload(screen.getByLabelText('Back Aadhaar photo'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await main().findByRole('alert')).textContent).toContain(m.invalidFileTypeShown);

    answer = new Response('oops', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(main().getByRole('alert').textContent).toContain(messages.common.internal));
  });

  it('after approval: says the new photos await review, and shows it while they do', async () => {
    const member = makeUser({
      isAdminApproved: true,
      frontAadhar: '/api/files/old-front',
      backAadhar: '/api/files/old-back',
    });
    const waiting = {
      ...member,
      pendingAadhaar: { frontAadhar: '/api/files/f2', backAadhar: '/api/files/b2', uploadedAt: '2026-03-06T04:30:00Z' },
    };
    let current = member;
    const { user, router } = renderApp(paths.uploadAadhaar, {
      user: member,
      onFetch: (path) => {
        if (path === '/api/auth/updateUserProfile') {
          current = waiting;
          return jsonResponse(
            fixture(aadhaarUploadAnswerSchema, {
              success: true,
              message: documentReviewMessages.submittedForReview,
              frontAadharUrl: '/api/files/f2',
              backAadharUrl: '/api/files/b2',
              pendingReview: true,
            }),
          );
        }
        if (path === '/api/auth/getuser') return jsonResponse({ user: current });
        return errorResponse('NOT_FOUND', { message: 'Not found' });
      },
    });
    expect(await screen.findByText(/Our team checks them before they replace the ones on file/)).toBeTruthy();
    expect(main().queryByRole('status')).toBeNull();
    await user.upload(screen.getByLabelText('Front Aadhaar photo'), imageFile('front.jpg'));
    await user.upload(screen.getByLabelText('Back Aadhaar photo'), imageFile('back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByText(documentReviewMessages.submittedForReview, {}, { timeout: 5000 })).toBeTruthy();

    await router.navigate(paths.uploadAadhaar);
    expect((await main().findByRole('status')).textContent).toContain(documentReviewMessages.awaitingReview);
  });
});
