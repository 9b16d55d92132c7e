// @vitest-environment happy-dom
import { paths, type User } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { callsTo, renderApp } from '../../../../test/render-app';
import { openDetails, RECORD, userDetailsServer as server } from '../../../../test/admin';

describe('User Details modal', () => {
  it('loads the record when it opens and shows the spec rows with the full Aadhaar number', async () => {
    const { dialog, fetchMock } = await openDetails();
    expect(callsTo(fetchMock, 'GET', `/api/auth/getUserById/${RECORD._id}`)).toHaveLength(1);

    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Profile picture',
      'Name',
      'Email',
      'Contact',
      'Address',
      'Business Name',
      'Business Category',
      'Business Address',
      'Aadhaar',
      'Permanent Address',
      'Aadhaar Number',
    ]);
    const value = (label: string) =>
      within(rows.find((row) => within(row).getByRole('rowheader').textContent === label)!).getByRole('cell');
    expect(value('Name').textContent).toBe('Meena Iyer');
    expect(value('Contact').textContent).toBe('9876500001');
    expect(value('Address').textContent).toBe('Kothrud, Pune, Maharashtra, India, 411038');
    expect(value('Business Category').textContent).toBe('Tailor, Beautician');
    expect(value('Permanent Address').textContent).toBe('12 Temple Road, Madurai');
    expect(value('Aadhaar Number').textContent).toBe('234123412346');

    const front = within(value('Aadhaar')).getByRole('button', { name: 'Aadhaar front' });
    expect(within(front).getByRole('img').getAttribute('src')).toBe('/api/files/front-1?size=thumb');
    expect(within(value('Aadhaar')).getByRole('button', { name: 'Aadhaar back' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Profile picture' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('grants a provider the TDS exemption only with a reason, and sends it', async () => {
    const url = `/api/admin/users/${RECORD._id}/tds-exemption`;
    const { dialog, user, fetchMock } = await openDetails(
      server((path, init) =>
        path === url && init?.method === 'PUT' ? jsonResponse({ message: 'TDS exemption saved' }) : undefined,
      ),
    );
    const tax = within(dialog).getByRole('region', { name: 'Tax' });
    expect(within(tax).getByText('GSTIN: not given')).toBeTruthy();
    await user.click(within(tax).getByRole('button', { name: 'Exempt from TDS' }));
    expect(within(tax).getByText('Say why the provider is exempt.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', url)).toHaveLength(0);
    await user.type(within(tax).getByLabelText('Reason for the TDS exemption'), 'Sales under ₹5 lakh last year');
    await user.click(within(tax).getByRole('button', { name: 'Exempt from TDS' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', url)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', url)[0]![1]!.body))).toEqual({
      exempt: true,
      reason: 'Sales under ₹5 lakh last year',
    });
  });

  it('names its × for screen readers (Close dialog), and it closes the modal', async () => {
    const { dialog, user } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull());
  });

  it("opens from a link to the member's record (?member=, the audit log's); closing leaves the list", async () => {
    const { user, router } = renderApp(`${paths.admin.users}?member=${RECORD._id}`, {
      user: makeAdmin(),
      onFetch: server(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'User Details' }, { timeout: 5000 });
    expect(await within(dialog).findByText('234123412346')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows that verified Aadhaar images were deleted after the retention period, not broken images', async () => {
    const purged: User = {
      ...RECORD,
      isAdminApproved: true,
      frontAadhar: null,
      backAadhar: null,
      aadhaarVerifiedAt: '2026-03-04T18:30:00Z',
      aadhaarPurgedAt: '2026-06-02T22:00:00Z',
    };
    const app = renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server(undefined, purged) });
    await app.user.click(await screen.findByRole('button', { name: 'Details' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('234123412346');
    const row = within(dialog)
      .getAllByRole('row')
      .find((r) => within(r).getByRole('rowheader').textContent === 'Aadhaar')!;
    expect(within(row).getByRole('cell').textContent).toBe(
      'Aadhaar verified on 05 Mar 2026; the images were deleted on 03 Jun 2026, as UIDAI advises, once the retention period had passed.',
    );
    expect(within(row).queryByRole('img')).toBeNull();
    expect(within(row).queryByText(/Not uploaded/)).toBeNull();
  });

  it('says Not uploaded for missing documents', async () => {
    const bare: User = { ...RECORD, frontAadhar: null, backAadhar: null, profilePic: null };
    const { user } = renderApp(paths.admin.approve, { user: makeAdmin(), onFetch: server(undefined, bare) });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('234123412346');
    expect(within(dialog).getByText('Front: Not uploaded')).toBeTruthy();
    expect(within(dialog).getByText('Back: Not uploaded')).toBeTruthy();
    expect(within(dialog).getByText('Not uploaded')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Profile picture' })).toBeNull();
  });

  it('zooms an Aadhaar side and cycles front ↔ back', async () => {
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'Aadhaar front' }));

    let viewer = await screen.findByRole('dialog', { name: 'Aadhaar front' });
    expect(within(viewer).getByRole('img', { name: 'Aadhaar card front of Meena Iyer' }).getAttribute('src')).toBe(
      '/api/files/front-1',
    );
    for (const name of ['Zoom in', 'Zoom out', 'Reset zoom'])
      expect(within(viewer).getByRole('button', { name })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));

    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    viewer = await screen.findByRole('dialog', { name: 'Aadhaar back' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/files/back-1');
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    viewer = await screen.findByRole('dialog', { name: 'Aadhaar front' });
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
    viewer = await screen.findByRole('dialog', { name: 'Aadhaar back' });

    expect((within(viewer).getByLabelText('Aadhaar Number') as HTMLInputElement).value).toBe('234123412346');
    expect((within(viewer).getByLabelText('Permanent Address') as HTMLTextAreaElement).value).toBe(
      '12 Temple Road, Madurai',
    );
  });

  it('Save shows Saving..., sends the number and address, and refreshes the record', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user, dialog, fetchMock } = await openDetails(
      server((path, init) =>
        path === '/api/auth/updateUserAddressAndAadhar' && init?.method === 'PUT'
          ? new Promise<Response>((resolve) => (release = resolve))
          : undefined,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aadhaar back' }));
    const viewer = await screen.findByRole('dialog', { name: 'Aadhaar back' });
    const number = within(viewer).getByLabelText('Aadhaar Number');
    await user.clear(number);
    await user.type(number, '499118665246');
    const address = within(viewer).getByLabelText('Permanent Address');
    await user.clear(address);
    await user.type(address, '7 Lake View, Pune');
    await user.click(within(viewer).getByRole('button', { name: 'Save' }));

    const saving = await within(viewer).findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    const [, init] = callsTo(fetchMock, 'PUT', '/api/auth/updateUserAddressAndAadhar')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: RECORD._id,
      permanentAddress: '7 Lake View, Pune',
      aadharNumber: '499118665246',
    });

    release(jsonResponse({ message: 'User details updated successfully' }));
    expect(await screen.findByText('User details updated successfully')).toBeTruthy();
    expect(await within(viewer).findByRole('button', { name: 'Save' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `/api/auth/getUserById/${RECORD._id}`)).toHaveLength(2));
  });

  it('shows the server’s field error under the input, and no toast repeats it', async () => {
    const { user, dialog } = await openDetails(
      server((path) =>
        path === '/api/auth/updateUserAddressAndAadhar'
          ? errorResponse('VALIDATION_FAILED', {
              message: 'Please correct the highlighted fields',
              errors: [{ path: 'aadharNumber', msg: 'This Aadhaar number is not valid.' }],
            })
          : undefined,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aadhaar front' }));
    const viewer = await screen.findByRole('dialog', { name: 'Aadhaar front' });
    await user.click(within(viewer).getByRole('button', { name: 'Save' }));

    const error = await within(viewer).findByText('This Aadhaar number is not valid.');
    const number = within(viewer).getByLabelText('Aadhaar Number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('Please correct the highlighted fields')).toBeNull();
  });

  it('opens the profile picture in a plain zoom', async () => {
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'Profile picture' }));
    const viewer = await screen.findByRole('dialog', { name: 'Profile picture' });
    expect(within(viewer).getByRole('img', { name: 'Profile picture of Meena Iyer' }).getAttribute('src')).toBe(
      '/api/files/selfie-1',
    );
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(within(viewer).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(viewer).queryByLabelText('Aadhaar Number')).toBeNull();
  });

  it('Approve approves, toasts, closes and goes to All Users', async () => {
    const { user, dialog, fetchMock, router } = await openDetails(
      server((path, init) =>
        path === '/api/auth/approveUser' && init?.method === 'PUT'
          ? jsonResponse({ message: 'User approved successfully' })
          : undefined,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('User approved successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.users));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/auth/approveUser')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ userId: RECORD._id });
    expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'All Users', level: 1 })).toBeTruthy();
  });

  it('approving from All Users stays on the filtered list', async () => {
    const { user, router } = renderApp(`${paths.admin.users}?approved=false`, {
      user: makeAdmin(),
      onFetch: server((path) =>
        path === '/api/auth/approveUser' ? jsonResponse({ message: 'User approved successfully' }) : undefined,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('234123412346');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('User approved successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull());
    expect(router.state.location.search).toBe('?approved=false');
  });

  it('offers no Approve for an approved member (All Users)', async () => {
    const approved: User = { ...RECORD, isAdminApproved: true };
    const { user } = renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server(undefined, approved) });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('234123412346');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
