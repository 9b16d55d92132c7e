// @vitest-environment happy-dom
import { paths, remarkSchema } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const MEMBER_ID = '00000000-0000-4000-8000-000000000777';
const ADMIN = makeAdmin();

const remark = (id: string, text: string, done: boolean, userId = MEMBER_ID) =>
  fixture(remarkSchema, {
    _id: id,
    remark: text,
    userStatus: [{ userId, is_completed: done }],
    createdAt: '2026-03-05T06:45:00Z',
  });

type Handler = (path: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

function renderRemarks({
  state = { userId: MEMBER_ID, name: 'Meena Iyer' } as unknown,
  list = [remark('r1', 'Call back about KYC', false), remark('r2', 'Collect fee', true)],
  on,
}: { state?: unknown; list?: unknown[]; on?: Handler } = {}) {
  return renderApp(
    { pathname: paths.admin.addRemark, state },
    {
      user: ADMIN,
      onFetch: (path, init) => {
        const answer = on?.(path, init);
        if (answer) return answer;
        if (path.startsWith('/api/remark/user/')) return jsonResponse({ remarks: list });
        if (path.startsWith('/api/auth/getAllUser')) return jsonResponse({ user: [], nextCursor: null });
        return errorResponse('NOT_FOUND', { message: 'Not found' });
      },
    },
  );
}

const item = (text: string) => screen.getByRole('checkbox', { name: text }).closest('li')!;

describe('admin Remark Checklist (/admin/users/addremark)', () => {
  it("lists the member's remarks with their state and date", async () => {
    const { fetchMock } = renderRemarks();
    expect(await screen.findByRole('heading', { name: 'Remark Checklist', level: 1 })).toBeTruthy();
    expect(screen.getByText('Meena Iyer')).toBeTruthy();
    const first = await screen.findByRole('checkbox', { name: 'Call back about KYC' });
    expect((first as HTMLInputElement).checked).toBe(false);
    expect(within(item('Call back about KYC')).getByText('Pending')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Collect fee' }) as HTMLInputElement).checked).toBe(true);
    expect(within(item('Collect fee')).getByText('Completed')).toBeTruthy();
    expect(within(item('Collect fee')).getByText('05 Mar 2026, 12:15 pm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete remark Collect fee' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/remark/user/${MEMBER_ID}`, expect.anything());
  });

  it("without navigation state, uses the signed-in user's id", async () => {
    const { fetchMock } = renderRemarks({ state: null, list: [] });
    expect(await screen.findByText('No remarks yet.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/remark/user/${ADMIN._id}`, expect.anything());
  });

  it('adds a remark and shows the list the server answers', async () => {
    let body: unknown;
    const { user } = renderRemarks({
      list: [],
      on: (path, init) => {
        if (path !== '/api/remark/create') return undefined;
        body = JSON.parse(String(init?.body));
        return jsonResponse({ remarks: [remark('r3', 'Verify address', false)] });
      },
    });
    expect(await screen.findByText('No remarks yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Remark'), 'Verify address');
    await user.click(screen.getByRole('button', { name: 'Add Remark' }));
    expect(await screen.findByRole('checkbox', { name: 'Verify address' })).toBeTruthy();
    expect(body).toEqual({ userId: MEMBER_ID, remark: 'Verify address' });
    expect((screen.getByLabelText('Remark') as HTMLTextAreaElement).value).toBe('');
  });

  it('says when the remark is empty, and shows the server’s word under the field', async () => {
    const { user, fetchMock } = renderRemarks({
      on: (path) =>
        path === '/api/remark/create'
          ? errorResponse('VALIDATION_FAILED', {
              message: 'Remark is too long',
              errors: [{ path: 'remark', msg: 'Remark is too long' }],
            })
          : undefined,
    });
    await screen.findByRole('checkbox', { name: 'Collect fee' });
    await user.click(screen.getByRole('button', { name: 'Add Remark' }));
    expect(screen.getByText('Please write the remark.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/remark/create')).toBe(false);

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(screen.getByLabelText('Remark'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Remark' }));
    expect(await screen.findByText('Remark is too long')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('ticks a remark, sends the new state and says so', async () => {
    let body: unknown;
    const { user } = renderRemarks({
      on: (path, init) => {
        // The server's list after the change.
        if (path.startsWith('/api/remark/user/') && body)
          return jsonResponse({ remarks: [remark('r1', 'Call back about KYC', true)] });
        if (path !== '/api/remark/update-status/r1') return undefined;
        expect(init?.method).toBe('PUT');
        body = JSON.parse(String(init?.body));
        return jsonResponse({ message: 'remark status updated!!' });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Call back about KYC' }));
    expect(await screen.findByText('remark status updated!!')).toBeTruthy();
    expect(body).toEqual({ is_completed: true, userId: MEMBER_ID });
    expect(within(item('Call back about KYC')).getByText('Completed')).toBeTruthy();
  });

  it('deletes a remark and says so', async () => {
    let deleted = false;
    const { user } = renderRemarks({
      on: (path, init) => {
        if (path === '/api/remark/delete/r2' && init?.method === 'DELETE') {
          deleted = true;
          return jsonResponse({ message: 'remark deleted successfully !!' });
        }
        if (path.startsWith('/api/remark/user/') && deleted)
          return jsonResponse({ remarks: [remark('r1', 'Call back about KYC', false)] });
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete remark Collect fee' }));
    expect(await screen.findByText('remark deleted successfully !!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Collect fee' })).toBeNull());
  });

  it('says when deleting failed', async () => {
    const { user } = renderRemarks({
      on: (path) => (path === '/api/remark/delete/r2' ? errorResponse('INTERNAL', { message: 'boom' }) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete remark Collect fee' }));
    expect(await screen.findByText('server error deleting remark !!')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Collect fee' })).toBeTruthy();
  });

  it('Back returns to the page before', async () => {
    const { user, router } = renderRemarks();
    await screen.findByRole('heading', { name: 'Remark Checklist', level: 1 });
    // Opened from All Users.
    await router.navigate(paths.admin.users);
    await router.navigate(paths.admin.addRemark, { state: { userId: MEMBER_ID, name: 'Meena Iyer' } });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.users));
  });
});
