// @vitest-environment happy-dom
import { paidUserListSchema, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const YEAR = new Date().getFullYear();

const PAID_USERS = fixture(paidUserListSchema, {
  users: [
    {
      _id: 'u1',
      name: 'Meena Iyer',
      phone: '9876500001',
      paymentHistory: [
        { paymentId: 'pay_A1', amount: 121, currency: 'INR', status: 'captured', createdAt: '2026-03-04T18:30:00Z' },
        { paymentId: 'pay_A2', amount: 150000, currency: 'INR', status: 'captured', createdAt: '2026-03-05T06:45:00Z' },
      ],
    },
    {
      _id: 'u2',
      name: 'Ravi Kumar',
      phone: '9876500002',
      paymentHistory: [
        { paymentId: 'pay_B1', amount: 121, currency: 'INR', status: 'captured', createdAt: '2026-03-06T10:00:00Z' },
      ],
    },
  ],
});

function paidUsersCalls(fetchMock: ReturnType<typeof vi.fn>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/auth/paidusers?'))
    .map((url) => new URLSearchParams(url.slice(url.indexOf('?') + 1)));
}

type User = ReturnType<typeof renderApp>['user'];

/** Opens a Mantine Select by its label, reads its options and closes it again. */
async function optionsOf(user: User, label: string): Promise<string[]> {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

/** Picks an option of a Mantine Select, as a person does: open it, click the option. */
async function choose(user: User, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(option));
}

describe('admin payment reports', () => {
  it('lists one row per captured payment, with labelled filters', async () => {
    const { user, fetchMock } = renderApp(paths.admin.paymentInvoices, {
      user: makeAdmin(),
      onFetch: (path) => {
        if (path.startsWith('/api/auth/paidusers?')) return jsonResponse(PAID_USERS);
        throw new Error(`Unexpected fetch ${path}`);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Payment Reports', level: 1 })).toBeTruthy();

    // Closed selects have no listbox in the page (one element per label, for getByLabel).
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe(String(YEAR));
    expect(await optionsOf(user, 'Year')).toEqual([0, 1, 2, 3, 4].map((n) => String(YEAR - n)));
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('All Months');
    const months = await optionsOf(user, 'Month');
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['All Months', 'January', 'February']);
    expect(months.at(-1)).toBe('December');
    // Days are written dd/MM/yyyy, not the browser's mm/dd/yyyy.
    expect((screen.getByLabelText('From') as HTMLInputElement).placeholder).toBe('dd/mm/yyyy');
    expect((screen.getByLabelText('To') as HTMLInputElement).placeholder).toBe('dd/mm/yyyy');
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeTruthy();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((c) => c.textContent),
      )[0],
    ).toEqual(['Sr.no', 'Name', 'Phone', 'Payment id', 'Amount', 'Paid on']);
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['1', 'Meena Iyer', '9876500001', 'pay_A1', '₹121', '05 Mar 2026, 12:00 am'],
      ['2', 'Meena Iyer', '9876500001', 'pay_A2', '₹1,50,000', '05 Mar 2026, 12:15 pm'],
      ['3', 'Ravi Kumar', '9876500002', 'pay_B1', '₹121', '06 Mar 2026, 3:30 pm'],
    ]);

    const [first] = paidUsersCalls(fetchMock);
    expect(Object.fromEntries(first!)).toEqual({ year: String(YEAR), month: 'All Months' });
  });

  it('shows the empty text', async () => {
    renderApp(paths.admin.paymentInvoices, {
      user: makeAdmin(),
      onFetch: () => jsonResponse({ users: [] }),
    });
    expect(await screen.findByText('No users with captured payments found!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refetches when a filter changes, and Reset Filters goes back', async () => {
    const { user, fetchMock } = renderApp(paths.admin.paymentInvoices, {
      user: makeAdmin(),
      onFetch: (path) => {
        const month = new URLSearchParams(path.slice(path.indexOf('?') + 1)).get('month');
        return jsonResponse(month === 'March' ? PAID_USERS : { users: [] });
      },
    });
    expect(await screen.findByText('No users with captured payments found!')).toBeTruthy();

    await choose(user, 'Month', 'March');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(Object.fromEntries(paidUsersCalls(fetchMock).at(-1)!)).toEqual({ year: String(YEAR), month: 'March' });

    await choose(user, 'Year', String(YEAR - 1));
    await waitFor(() => expect(paidUsersCalls(fetchMock).at(-1)!.get('year')).toBe(String(YEAR - 1)));

    await user.type(screen.getByLabelText('From'), '02/03/2025');
    await waitFor(() => expect(paidUsersCalls(fetchMock).at(-1)!.get('startDate')).toBe('2025-03-02'));

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('All Months');
    // Closed selects have no listbox in the page (one element per label, for getByLabel).
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe(String(YEAR));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('No users with captured payments found!')).toBeTruthy();
  });

  it('Download Invoice posts the filters and saves the PDF under the report name', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    const { user, fetchMock } = renderApp(paths.admin.paymentInvoices, {
      user: makeAdmin(),
      onFetch: (path, init) => {
        if (path === '/api/payment/reports' && init?.method === 'POST') {
          return new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } });
        }
        return jsonResponse({ users: [] });
      },
    });
    await screen.findByText('No users with captured payments found!');
    await choose(user, 'Month', 'March');
    await user.type(screen.getByLabelText('From'), `01/03/${YEAR}`);
    await user.type(screen.getByLabelText('To'), `15/03/${YEAR}`);
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/payment/reports')!;
    expect(post[1]?.method).toBe('POST');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      year: YEAR,
      month: 'March',
      startDate: `${YEAR}-03-01`,
      endDate: `${YEAR}-03-15`,
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await (createObjectURL.mock.calls[0]![0] as Blob).text()).toBe('%PDF-1.4');
    expect(clicks[0]!.download).toBe(`Payment_Report_${YEAR}_March.pdf`);
    expect(clicks[0]!.href).toBe('blob:report-1');
    expect(clicks[0]!.isConnected).toBe(false);
  });

  it('toasts the server message when the report fails', async () => {
    const { user } = renderApp(paths.admin.paymentInvoices, {
      user: makeAdmin(),
      onFetch: (path) =>
        path === '/api/payment/reports'
          ? errorResponse('INTERNAL', { message: 'Report could not be made' })
          : jsonResponse({ users: [] }),
    });
    await screen.findByText('No users with captured payments found!');
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText('Report could not be made', {}, { timeout: 5000 })).toBeTruthy();
  });
});
