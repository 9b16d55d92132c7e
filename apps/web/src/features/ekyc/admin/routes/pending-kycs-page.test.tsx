// @vitest-environment happy-dom
import { ekycMessages, paths, pendingEkycListSchema, type PendingEkycUser } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { callsTo, renderApp } from '../../../../test/render-app';
import { screenWidth } from '../../../../test/media';
import { cellTexts, type Handler } from '../../../../test/admin';

const LIST_PATH = '/api/auth/ekyc-pending';
const VERIFY_PATH = '/api/withdrawal/verifyKyc';
const REJECT_PATH = '/api/withdrawal/rejectKyc';

const [MEENA, ARJUN] = fixture(pendingEkycListSchema, {
  users: [
    {
      _id: '00000000-0000-4000-8000-000000000101',
      name: 'Meena Iyer',
      phone: '9876500001',
      profilePic: '/api/files/selfie-1',
      frontAadhar: '/api/files/aadhaar-front-1',
      backAadhar: '/api/files/aadhaar-back-1',
      ekyc: {
        _id: '60000000-0000-4000-8000-000000000001',
        accountHolderName: 'MEENA IYER',
        bankAccountNumber: '123456789012',
        ifscCode: 'SBIN0001234',
        bankName: 'State Bank of India',
        panNumber: 'ABCPI1234F',
        bankProof: '/api/files/bank-proof-1',
        panCardfront: '/api/files/pan-front-1',
        panCardback: '/api/files/pan-back-1',
        status: 'pending',
        submittedAt: '2026-03-04T18:30:00Z',
      },
    },
    {
      _id: '00000000-0000-4000-8000-000000000102',
      name: 'Arjun Rao',
      phone: '9876500002',
      profilePic: null,
      frontAadhar: null,
      backAadhar: null,
      ekyc: {
        _id: '60000000-0000-4000-8000-000000000002',
        accountHolderName: 'ARJUN RAO',
        bankAccountNumber: '50100234567891',
        ifscCode: 'HDFC0000123',
        bankName: 'HDFC Bank',
        panNumber: 'BCDPR2345G',
        bankProof: '/api/files/bank-proof-2',
        panCardfront: null,
        panCardback: null,
        status: 'pending',
        submittedAt: '2026-03-05T06:45:00Z',
      },
    },
  ],
}).users as [PendingEkycUser, PendingEkycUser];

/** The pending list (`users()`, read on every call), then whatever `extra` answers. */
function renderPending(users: () => PendingEkycUser[] = () => [MEENA, ARJUN], extra?: Handler) {
  return renderApp(paths.admin.pendingKycs, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      const answer = extra?.(path, init);
      if (answer) return answer;
      if (path === LIST_PATH) return jsonResponse(fixture(pendingEkycListSchema, { users: users() }));
      return errorResponse('NOT_FOUND', { message: 'Not found' });
    },
  });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function heading() {
  // The first test of a file also waits for the page's code to load.
  return screen.findByRole('heading', { name: 'Pending e-KYCs', level: 1 }, { timeout: 5000 });
}

describe('admin Pending e-KYCs', () => {
  it('lists the spec columns on a wide screen, with the full account and PAN numbers', async () => {
    screenWidth(true);
    renderPending();
    await heading();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Pending e-KYCs' }).getAttribute('href')).toBe(
      paths.admin.pendingKycs,
    );

    const table = within(await screen.findByRole('region', { name: 'e-KYCs awaiting verification' })).getByRole(
      'table',
    );
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'User',
      'Phone',
      'Bank Account',
      'Bank Proof',
      'PAN Number',
      'PAN Front',
      'PAN Back',
      'Aadhaar Front',
      'Aadhaar Back',
      'Submitted',
      'Status',
      'Actions',
    ]);
    expect(rows.map((row) => cellTexts(row).slice(0, 11))).toEqual([
      [
        'Meena Iyer',
        '9876500001',
        'MEENA IYER123456789012IFSC SBIN0001234State Bank of India',
        '',
        'ABCPI1234F',
        '',
        '',
        '',
        '',
        '05 Mar 2026, 12:00 am',
        'pending',
      ],
      [
        'Arjun Rao',
        '9876500002',
        'ARJUN RAO50100234567891IFSC HDFC0000123HDFC Bank',
        '',
        'BCDPR2345G',
        'Not uploaded',
        'Not uploaded',
        'Not uploaded',
        'Not uploaded',
        '05 Mar 2026, 12:15 pm',
        'pending',
      ],
    ]);
    // Thumbnails are the server's small versions.
    const proof = within(rows[0]!).getByRole('button', { name: 'Bank proof of Meena Iyer' });
    expect(proof.querySelector('img')?.getAttribute('src')).toBe('/api/files/bank-proof-1?size=thumb');
    expect(within(rows[0]!).getByRole('button', { name: 'Verify KYC of Meena Iyer' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Reject e-KYC of Meena Iyer' })).toBeTruthy();
  });

  it('on a laptop, the documents share one cell and the phone, PAN and day fold into others; Verify stays', async () => {
    // happy-dom's window is 1024 px wide: below 1920 px, where each document has a column.
    renderPending();
    await heading();
    const table = within(await screen.findByRole('region', { name: 'e-KYCs awaiting verification' })).getByRole(
      'table',
    );
    const [head, meena, arjun] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['User', 'Bank Account', 'Documents', 'Status', 'Actions']);
    expect(cellTexts(meena!)[0]).toBe('Meena IyerPhone: 9876500001Submitted: 05 Mar 2026, 12:00 am');
    expect(cellTexts(meena!)[1]).toContain('PAN Number: ABCPI1234F');
    for (const name of ['Bank proof', 'PAN front', 'PAN back', 'Aadhaar front', 'Aadhaar back']) {
      expect(within(meena!).getByRole('button', { name: `${name} of Meena Iyer` })).toBeTruthy();
    }
    expect(cellTexts(arjun!)[2]).toBe(
      'PAN front: Not uploadedPAN back: Not uploadedAadhaar front: Not uploadedAadhaar back: Not uploaded',
    );
    expect(within(meena!).getByRole('button', { name: 'Verify KYC of Meena Iyer' })).toBeTruthy();
  });

  it('opens an image full size with zoom, and steps through the member’s other images', async () => {
    screenWidth(true);
    const { user } = renderPending();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'PAN front of Meena Iyer' }));
    let viewer = await screen.findByRole('dialog', { name: 'PAN front of Meena Iyer' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/files/pan-front-1');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    viewer = await screen.findByRole('dialog', { name: 'PAN back of Meena Iyer' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/files/pan-back-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Profile picture of Meena Iyer' }));
    viewer = await screen.findByRole('dialog', { name: 'Profile picture of Meena Iyer' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/files/selfie-1');
  });

  it('shows each e-KYC as a card on a phone', async () => {
    screenWidth(false);
    renderPending();
    await heading();
    const list = await screen.findByRole('list', { name: 'e-KYCs awaiting verification' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Meena Iyer')).toBeTruthy();
    expect(within(first!).getByText('123456789012')).toBeTruthy();
    expect(within(first!).getByText('ABCPI1234F')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Verify KYC of Meena Iyer' })).toBeTruthy();
  });

  it('Verify KYC asks the spec’s question, posts {kycId} only after Yes, and the row leaves the list', async () => {
    let users = [MEENA, ARJUN];
    const { user, fetchMock } = renderPending(
      () => users,
      (path, init) => {
        if (path !== VERIFY_PATH) return undefined;
        users = users.filter((u) => u.ekyc._id !== (bodyOf(init) as { kycId: string }).kycId);
        return jsonResponse({ success: true, message: 'KYC Verified Successfully!' });
      },
    );
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Verify KYC of Meena Iyer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Verify KYC' });
    expect(within(dialog).getByText(ekycMessages.verifyConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', VERIFY_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verify KYC of Meena Iyer' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify KYC' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ekycMessages.verified)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', VERIFY_PATH) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ kycId: MEENA.ekyc._id });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify KYC of Meena Iyer' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Verify KYC of Arjun Rao' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(2);
  });

  it('a refused verification shows the server’s message and loads the list again', async () => {
    const { user, fetchMock } = renderPending(undefined, (path) =>
      path === VERIFY_PATH ? errorResponse('EKYC_NOT_PENDING', { message: ekycMessages.notPending }) : undefined,
    );
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Verify KYC of Arjun Rao' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Verify KYC' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(ekycMessages.notPending)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST_PATH)).toHaveLength(2));
  });

  it('Reject needs a reason, then posts it with the kycId and shows the server’s message', async () => {
    let users = [MEENA, ARJUN];
    const { user, fetchMock } = renderPending(
      () => users,
      (path) => {
        if (path !== REJECT_PATH) return undefined;
        users = [MEENA];
        return jsonResponse({ success: true, message: ekycMessages.rejected });
      },
    );
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Reject e-KYC of Arjun Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject e-KYC' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject e-KYC' }));
    expect(await within(dialog).findByText(ekycMessages.reasonRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', REJECT_PATH)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  The name on the passbook is different.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject e-KYC' }));
    expect(await screen.findByText(ekycMessages.rejected)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', REJECT_PATH) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ kycId: ARJUN.ekyc._id, reason: 'The name on the passbook is different.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject e-KYC of Arjun Rao' })).toBeNull());
  });

  it('shows the empty text, and an error with a retry', async () => {
    let fail = true;
    const { user } = renderPending(
      () => [],
      (path) =>
        fail && path === LIST_PATH ? errorResponse('BAD_REQUEST', { message: 'Database is resting' }) : undefined,
    );
    expect(await screen.findByText('Database is resting')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ekycMessages.noPending)).toBeTruthy();
  });
});
