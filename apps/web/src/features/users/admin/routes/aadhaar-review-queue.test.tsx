// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeAdmin, makeUser } from '../../../../test/fixtures';
import { callsTo, renderApp } from '../../../../test/render-app';
import { pendingApprovalServer as server } from '../../../../test/admin';

/** Registered Users' second list: approved members whose new Aadhaar images await review. */
describe('admin pending approval: new Aadhaar images awaiting review', () => {
  it('lists approved members whose new Aadhaar images await review; Review compares and accepts them', async () => {
    const current = {
      frontAadhar: '/api/files/11111111-0000-4000-8000-000000000001',
      backAadhar: '/api/files/11111111-0000-4000-8000-000000000002',
    };
    const fresh = {
      frontAadhar: '/api/files/22222222-0000-4000-8000-000000000001',
      backAadhar: '/api/files/22222222-0000-4000-8000-000000000002',
    };
    const SITA = makeUser({
      name: 'Sita Devi',
      ...current,
      pendingAadhaar: { ...fresh, uploadedAt: '2026-03-06T04:30:00Z' },
    });
    let record = SITA;
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(
        () => ({ user: [], nextCursor: null }),
        (path, init) => {
          if (path === `/api/auth/getUserById/${SITA._id}`) return jsonResponse({ user: record });
          if (path === `/api/admin/documents/${SITA._id}/accept` && init?.method === 'POST') {
            record = { ...SITA, ...fresh, pendingAadhaar: null };
            return jsonResponse({ message: 'The new Aadhaar images are now on record.' });
          }
          return undefined;
        },
        [SITA],
      ),
    });
    expect(await screen.findByRole('heading', { name: 'New Aadhaar images awaiting review', level: 2 })).toBeTruthy();
    const reviews = await screen.findByRole('region', { name: 'Members with new Aadhaar images' });
    expect(within(reviews).getAllByRole('row')[1]!.textContent).toContain('06 Mar 2026, 10:00 am');
    await user.click(within(reviews).getByRole('button', { name: 'Review new Aadhaar images of Sita Devi' }));

    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const section = await within(dialog).findByRole('region', { name: 'New Aadhaar images awaiting review' });
    // On record and new, side by side.
    expect((within(section).getByAltText('Aadhaar card front of Sita Devi') as HTMLImageElement).src).toContain(
      `${current.frontAadhar}?size=thumb`,
    );
    expect((within(section).getByAltText('New Aadhaar card front of Sita Devi') as HTMLImageElement).src).toContain(
      `${fresh.frontAadhar}?size=thumb`,
    );
    await user.click(within(section).getByRole('button', { name: 'Accept new images' }));
    expect(await screen.findByText('The new Aadhaar images are now on record.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/admin/documents/${SITA._id}/accept`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'New Aadhaar images awaiting review' })).toBeNull(),
    );
  });

  it('rejecting new Aadhaar images needs a reason, which is sent', async () => {
    const SITA = makeUser({
      name: 'Sita Devi',
      frontAadhar: '/api/files/11111111-0000-4000-8000-000000000001',
      backAadhar: '/api/files/11111111-0000-4000-8000-000000000002',
      pendingAadhaar: {
        frontAadhar: '/api/files/22222222-0000-4000-8000-000000000001',
        backAadhar: '/api/files/22222222-0000-4000-8000-000000000002',
        uploadedAt: '2026-03-06T04:30:00Z',
      },
    });
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(
        () => ({ user: [], nextCursor: null }),
        (path, init) => {
          if (path === `/api/auth/getUserById/${SITA._id}`) return jsonResponse({ user: SITA });
          if (path === `/api/admin/documents/${SITA._id}/reject` && init?.method === 'POST')
            return jsonResponse({ message: 'The new Aadhaar images were rejected.' });
          return undefined;
        },
        [SITA],
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Review new Aadhaar images of Sita Devi' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const section = await within(dialog).findByRole('region', { name: 'New Aadhaar images awaiting review' });
    await user.click(within(section).getByRole('button', { name: 'Reject…' }));
    // The reason is asked in the one reason dialog, over User Details.
    const reject = await screen.findByRole('dialog', { name: 'Reject new Aadhaar images' });
    await user.click(within(reject).getByRole('button', { name: 'Reject new images' }));
    expect(await within(reject).findByText('Please write why the images are rejected.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/admin/documents/${SITA._id}/reject`)).toHaveLength(0);

    await user.type(within(reject).getByLabelText(/Why are the new images rejected/), 'The back is blurred');
    await user.click(within(reject).getByRole('button', { name: 'Reject new images' }));
    expect(await screen.findByText('The new Aadhaar images were rejected.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject new Aadhaar images' })).toBeNull());
    const [, init] = callsTo(fetchMock, 'POST', `/api/admin/documents/${SITA._id}/reject`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'The back is blurred' });
  });
});
