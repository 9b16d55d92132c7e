// @vitest-environment happy-dom
import { AUDIT_ACTIONS, auditEntrySchema, auditPageSchema, paths, type AuditEntry } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const ACTOR = { _id: '30000000-0000-4000-8000-000000000001', name: 'Admin Sevak' };

function entry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return fixture(auditEntrySchema, {
    _id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: '2026-03-04T18:30:00Z',
    actor: ACTOR,
    action: 'approve_user',
    targetType: 'user',
    targetId: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    targetName: 'Asha Verma',
    before: { isAdminApproved: false },
    after: { isAdminApproved: true },
    members: {},
    ...overrides,
  });
}

const FIRST_PAGE = fixture(auditPageSchema, {
  entries: [
    entry(1),
    entry(2, {
      actor: null,
      action: 'rename_category',
      targetType: 'category',
      targetId: 'cat-9',
      targetName: null,
      before: { categoryName: 'Plumber', tags: ['a'] },
      after: { categoryName: 'Plumbers', tags: ['a'] },
    }),
    entry(3, { action: 'future_action', targetType: 'remark', before: null, after: null }),
  ],
  nextCursor: 'cursor-2',
});
const SECOND_PAGE = fixture(auditPageSchema, {
  entries: [entry(4, { action: 'view_aadhaar', before: null, after: null })],
  nextCursor: null,
});

function auditCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/audit'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));
}

function renderAudit(
  url: string = paths.admin.auditLog,
  answer = (query: URLSearchParams) => (query.get('cursor') === 'cursor-2' ? SECOND_PAGE : FIRST_PAGE),
) {
  return renderApp(url, {
    user: makeAdmin(),
    onFetch: (path) => {
      if (path.startsWith('/api/admin/audit'))
        return jsonResponse(answer(new URLSearchParams(path.split('?')[1] ?? '')));
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('audit log', () => {
  it('names plans and categories by their name, never by a bare UUID', async () => {
    const planId = '60000000-0000-4000-8000-000000000001';
    renderAudit(paths.admin.auditLog, () =>
      fixture(auditPageSchema, {
        entries: [
          entry(1, {
            targetType: 'plan',
            targetId: planId,
            targetName: null,
            before: null,
            after: { name: 'Gold 12' },
          }),
          entry(2, { targetType: 'ticket', targetId: planId.replace('6', '7'), targetName: null, before: null }),
        ],
        nextCursor: null,
      }),
    );
    const table = await screen.findByRole('table');
    const [, plan, ticket] = within(table).getAllByRole('row');
    expect(cellsOf(plan!)[3]).toBe('PlanGold 12');
    expect(cellsOf(ticket!)[3]).toBe('Ticket#70000000');
    expect(within(table).queryByText(planId)).toBeNull();
  });

  it('names the members an entry refers to by id, each linked to their record', async () => {
    const kavya = '50000000-0000-4000-8000-00000000000a';
    const arjun = '50000000-0000-4000-8000-00000000000b';
    const gone = '50000000-0000-4000-8000-00000000000c';
    renderAudit(paths.admin.auditLog, () =>
      fixture(auditPageSchema, {
        entries: [
          entry(1, {
            action: 'set_referral',
            targetId: kavya,
            targetName: 'Kavya Menon',
            before: { referredBy: gone },
            after: { referredBy: arjun },
            members: {
              [kavya]: { name: 'Kavya Menon', deleted: false },
              [arjun]: { name: 'Arjun Sharma', deleted: false },
              [gone]: { name: 'Deleted member', deleted: true },
            },
          }),
        ],
        nextCursor: null,
      }),
    );
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(cellsOf(row!).slice(3)).toEqual(['MemberKavya Menon', 'referredBy: Deleted member → Arjun Sharma']);
    expect(within(row!).queryByText(arjun)).toBeNull();
    // A deleted account has no record to open: its name only.
    expect(within(row!).queryByRole('link', { name: 'Deleted member' })).toBeNull();
    expect(within(row!).getByRole('link', { name: 'Kavya Menon' }).getAttribute('href')).toBe(
      `${paths.admin.users}?member=${kavya}`,
    );
    expect(within(row!).getByRole('link', { name: 'Arjun Sharma' }).getAttribute('href')).toBe(
      `${paths.admin.users}?member=${arjun}`,
    );
  });

  it('shows entries with action labels, records and changes; Load more sends the cursor', async () => {
    const { user, fetchMock } = renderAudit();
    expect(await screen.findByRole('heading', { name: 'Audit Log', level: 1 })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe(paths.admin.auditLog);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Record', 'Changes']);
    expect(cellsOf(rows[1]!)).toEqual([
      '05 Mar 2026, 12:00 am',
      'Admin Sevak',
      AUDIT_ACTIONS.approve_user,
      'MemberAsha Verma',
      'isAdminApproved: false → true',
    ]);
    // Unchanged fields are left out; an erased actor; the category by its (new) name.
    expect(cellsOf(rows[2]!)).toEqual([
      '05 Mar 2026, 12:00 am',
      'Deleted account',
      'Renamed a category',
      'CategoryPlumbers',
      'categoryName: Plumber → Plumbers',
    ]);
    // An action the screen does not know shows its key; no before/after, no changes.
    expect(cellsOf(rows[3]!).slice(2)).toEqual(['future_action', 'RemarkAsha Verma', '']);
    expect(auditCalls(fetchMock)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(cellsOf(within(table).getAllByRole('row')[4]!)[2]).toBe(AUDIT_ACTIONS.view_aadhaar);
    expect(auditCalls(fetchMock)).toEqual([{}, { cursor: 'cursor-2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters from the URL, and writes new ones to the request', async () => {
    const { user, fetchMock, router } = renderAudit(`${paths.admin.auditLog}?action=delete_user&from=2026-03-01`);
    await screen.findByRole('table');
    expect((screen.getByLabelText('Action') as HTMLInputElement).value).toBe(AUDIT_ACTIONS.delete_user);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/03/2026');
    expect(auditCalls(fetchMock)[0]).toEqual({ action: 'delete_user', from: '2026-03-01' });

    await user.click(screen.getByLabelText('Action'));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['All', ...Object.values(AUDIT_ACTIONS)]);
    await user.click(screen.getByRole('option', { name: AUDIT_ACTIONS.promote_admin, hidden: true }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toEqual({ action: 'promote_admin', from: '2026-03-01' }));

    await user.type(screen.getByLabelText('Admin'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('Record id'), 'abc-123');
    await user.type(screen.getByLabelText('To'), '31/03/2026');
    await waitFor(() =>
      expect(auditCalls(fetchMock).at(-1)).toEqual({
        action: 'promote_admin',
        actor: 'asha@gmail.com',
        targetId: 'abc-123',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    // Typing waits for a pause: no request per keystroke.
    expect(auditCalls(fetchMock).filter((q) => q.actor && q.actor !== 'asha@gmail.com')).toEqual([]);
    expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('asha@gmail.com');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toEqual({}));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Admin') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Action') as HTMLInputElement).value).toBe('All');
  });

  it('stops on a backwards date range and says why', async () => {
    const { fetchMock } = renderAudit(`${paths.admin.auditLog}?from=2026-03-10&to=2026-03-01`);
    expect(await screen.findByText("'To' must be on or after 'From'")).toBeTruthy();
    expect(auditCalls(fetchMock)).toEqual([]);
  });

  it('shows the empty text', async () => {
    renderAudit(paths.admin.auditLog, () => ({ entries: [], nextCursor: null }));
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers the access log of identity documents as CSV for From–To, and says what is missing otherwise', async () => {
    const { unmount } = renderAudit(paths.admin.auditLog);
    await screen.findByRole('heading', { name: 'Access log of identity documents' });
    screen.getByText("Choose 'From' and 'To' to download the access log.");
    expect(screen.queryByRole('link', { name: 'Download access log (CSV)' })).toBeNull();
    unmount();

    renderAudit(`${paths.admin.auditLog}?from=2026-03-01&to=2026-03-31`);
    const link = await screen.findByRole('link', { name: 'Download access log (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/admin/audit/document-access.csv?from=2026-03-01&to=2026-03-31');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
