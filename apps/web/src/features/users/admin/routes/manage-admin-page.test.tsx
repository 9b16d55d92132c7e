// @vitest-environment happy-dom
import { adminAccountSchema, adminMessages, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { callsTo, renderApp } from '../../../../test/render-app';

const ME = makeAdmin({ name: 'Admin Sevak', email: 'admin@gmail.com', phone: '9876500100' });
const ASHA = fixture(adminAccountSchema, {
  _id: '20000000-0000-4000-8000-000000000002',
  name: 'Asha Verma',
  email: 'asha@gmail.com',
  phone: '9876500002',
  createdAt: '2026-03-04T18:30:00Z',
});
const MINE = fixture(adminAccountSchema, {
  _id: ME._id,
  name: ME.name,
  email: ME.email,
  phone: ME.phone,
  createdAt: '2026-01-15T10:00:00Z',
});

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

function renderManageAdmin(handle: Handler = () => undefined, list = () => [MINE, ASHA]) {
  return renderApp(paths.admin.manageAdmin, {
    user: ME,
    onFetch: (path, init) => {
      const answer = handle(path, init);
      if (answer) return answer;
      if (path === '/api/admin/admins' && (init?.method ?? 'GET') === 'GET') return jsonResponse({ admins: list() });
      throw new Error(`Unexpected fetch ${init?.method} ${path}`);
    },
  });
}

describe('manage admin', () => {
  it('lists the admins, with no remove button on my own row', async () => {
    renderManageAdmin();
    expect(await screen.findByRole('heading', { name: 'Manage Admin', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Admin since', 'Action']);
    const mine = rows[1]!;
    expect(within(mine).getAllByRole('cell')[0]!.textContent).toBe('Admin Sevak (you)');
    expect(within(mine).queryByRole('button')).toBeNull();
    const asha = within(rows[2]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(asha.slice(0, 4)).toEqual(['Asha Verma', 'asha@gmail.com', '9876500002', '05 Mar 2026, 12:00 am']);
    expect(within(rows[2]!).getByRole('button', { name: 'Remove admin rights from Asha Verma' })).toBeTruthy();
  });

  it('Make admin posts the email or phone and toasts the answer', async () => {
    const { user, fetchMock } = renderManageAdmin((path, init) =>
      path === '/api/admin/admins' && init?.method === 'POST'
        ? jsonResponse({ message: adminMessages.promoted('Ravi Kumar') })
        : undefined,
    );
    await screen.findByRole('table');
    const input = screen.getByLabelText('Member email or phone');

    // Empty: the shared schema's message, no request.
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText(adminMessages.emailOrPhoneRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/admin/admins')).toHaveLength(0);

    await user.type(input, ' ravi@gmail.com ');
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Ravi Kumar is now an admin.')).toBeTruthy();
    const [post] = callsTo(fetchMock, 'POST', '/api/admin/admins');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ emailOrPhone: 'ravi@gmail.com' });
    expect((input as HTMLInputElement).value).toBe('');
    // The list is asked again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/admins').length).toBeGreaterThan(1));
  });

  it('shows the server error under the input', async () => {
    const { user } = renderManageAdmin((path, init) =>
      path === '/api/admin/admins' && init?.method === 'POST'
        ? errorResponse('MEMBER_NOT_FOUND', { message: adminMessages.noMemberFound })
        : undefined,
    );
    await screen.findByRole('table');
    const input = screen.getByLabelText('Member email or phone');
    await user.type(input, '9000000000');
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    const error = await screen.findByText(adminMessages.noMemberFound);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(input);
  });

  it('Remove admin asks first, then deletes and toasts; No sends nothing', async () => {
    let removed = false;
    const { user, fetchMock } = renderManageAdmin(
      (path, init) => {
        if (path !== `/api/admin/admins/${ASHA._id}` || init?.method !== 'DELETE') return undefined;
        removed = true;
        return jsonResponse({ message: adminMessages.demoted('Asha Verma') });
      },
      () => (removed ? [MINE] : [MINE, ASHA]),
    );
    const remove = await screen.findByRole('button', { name: 'Remove admin rights from Asha Verma' });

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    expect(within(dialog).getByText('Remove admin rights from Asha Verma? They will be signed out.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', `/api/admin/admins/${ASHA._id}`)).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Asha Verma is no longer an admin.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `/api/admin/admins/${ASHA._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Asha Verma')).toBeNull());
  });

  it('toasts the reason when the server refuses to remove', async () => {
    const { user } = renderManageAdmin((path, init) =>
      init?.method === 'DELETE' ? errorResponse('LAST_ADMIN', { message: adminMessages.lastAdmin }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Remove admin rights from Asha Verma' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(adminMessages.lastAdmin)).toBeTruthy();
  });
});
