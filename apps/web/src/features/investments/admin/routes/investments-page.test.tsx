// @vitest-environment happy-dom
import {
  indianDayOf,
  investmentMessages,
  moneyMessages,
  investorPageSchema,
  investorSchema,
  paths,
  planListSchema,
  planSchema,
  publicConfigSchema,
  type Investor,
  type InvestorPage,
  type Plan,
  type PlanKind,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin, PUBLIC_CONFIG } from '../../../../test/fixtures';
import { screenWidth } from '../../../../test/media';
import { callsTo, renderApp } from '../../../../test/render-app';
import { cellTexts, type Handler } from '../../../../test/admin';

const ENABLED = fixture(publicConfigSchema, { ...PUBLIC_CONFIG, investmentsEnabled: true });
const SCREENS: Record<PlanKind, { url: string; title: string }> = {
  yearly: { url: paths.admin.yearlyInvestments, title: 'Fixed Deposit Investors' },
  monthly: { url: paths.admin.monthlyInvestments, title: 'Monthly Income Investors' },
};

let next = 1;
const uuid = (n: number) => `90000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function investor(overrides: Partial<Investor> = {}): Investor {
  return fixture(investorSchema, {
    _id: uuid(next++),
    userName: 'Meena Iyer',
    phone: '9876500001',
    amount: 100_000,
    returnAmount: 2_000,
    startDate: '2026-03-04T18:30:00Z',
    nextPayoutDate: '2026-09-04T18:30:00Z',
    duration: 6,
    status: 'active',
    paidInstallments: 5,
    totalInstallments: 6,
    reference: 'UTR0001',
    ...overrides,
  });
}

const MEENA = investor();
const ARJUN = investor({
  userName: 'Arjun Rao',
  phone: '9876500002',
  amount: 250_000.5,
  returnAmount: 280_000,
  duration: 12,
  status: 'matured',
  nextPayoutDate: null,
  paidInstallments: 1,
  totalInstallments: 1,
  reference: null,
});
const LATA = investor({ userName: 'Lata Shah', phone: '9876500003', duration: 24, status: 'closed' });

function plan(overrides: Partial<Plan> = {}): Plan {
  return fixture(planSchema, {
    _id: uuid(next++),
    kind: 'monthly',
    investmentAmount: 100_000,
    returnAmount: 2_000,
    durationMonths: 12,
    active: true,
    yearlyRatePercent: 24,
    investments: 0,
    ...overrides,
  });
}

const MONTHLY_PLAN = plan({ investments: 3 });
const BIG_MONTHLY_PLAN = plan({
  investmentAmount: 500_000,
  returnAmount: 9_000,
  durationMonths: 24,
  yearlyRatePercent: 21.6,
});
const OLD_MONTHLY_PLAN = plan({ investmentAmount: 50_000, returnAmount: 900, active: false, investments: 1 });
const YEARLY_PLAN = plan({ kind: 'yearly', investmentAmount: 100_000, returnAmount: 112_000, yearlyRatePercent: 12 });

const page = (investors: Investor[], nextCursor: string | null = null): InvestorPage =>
  fixture(investorPageSchema, { investors, nextCursor });

type Options = {
  kind?: PlanKind;
  enabled?: boolean;
  list?: (query: URLSearchParams) => InvestorPage;
  plans?: Plan[];
  extra?: Handler;
  url?: string;
};

function renderInvestments({
  kind = 'monthly',
  enabled = true,
  list = () => page([MEENA, ARJUN, LATA]),
  plans,
  extra,
  url,
}: Options = {}) {
  const listPath = `/api/invest/get${kind}Investors`;
  const plansPath = `/api/invest/plans/${kind}`;
  const kindPlans = plans ?? (kind === 'monthly' ? [MONTHLY_PLAN, BIG_MONTHLY_PLAN, OLD_MONTHLY_PLAN] : [YEARLY_PLAN]);
  return renderApp(url ?? SCREENS[kind].url, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      const found = extra?.(path, init);
      if (found) return found;
      if (path === '/api/config/public') return jsonResponse(enabled ? ENABLED : PUBLIC_CONFIG);
      if (path === listPath || path.startsWith(`${listPath}?`))
        return jsonResponse(list(new URLSearchParams(path.split('?')[1] ?? '')));
      if (path === plansPath) return jsonResponse(fixture(planListSchema, { plans: kindPlans }));
      return errorResponse('NOT_FOUND', { message: 'Not found' });
    },
  });
}

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];
type UserEvents = ReturnType<typeof renderApp>['user'];

const investCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invest'));

function listCalls(fetchMock: FetchMock, kind: PlanKind = 'monthly'): Record<string, string>[] {
  const listPath = `/api/invest/get${kind}Investors`;
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url === listPath || url.startsWith(`${listPath}?`))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function heading(kind: PlanKind = 'monthly') {
  // The first test of a file also waits for the page's code to load.
  return screen.findByRole('heading', { name: SCREENS[kind].title, level: 1 }, { timeout: 5000 });
}

async function rows(): Promise<HTMLElement[]> {
  const table = within(await screen.findByRole('region', { name: 'Investors' })).getByRole('table');
  return within(table).getAllByRole('row');
}

async function choose(user: UserEvents, scope: HTMLElement, label: string, option: string): Promise<void> {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect((within(scope).getByLabelText(label) as HTMLInputElement).value).toBe(option));
}

async function openAssign(user: UserEvents): Promise<HTMLElement> {
  await screen.findByRole('tab', { name: 'Investors' });
  await user.click(screen.getByRole('button', { name: 'Assign Plan' }));
  return screen.findByRole('dialog', { name: 'Assign a monthly income plan' });
}

async function openPlans(user: UserEvents): Promise<void> {
  await user.click(await screen.findByRole('tab', { name: 'Plans' }));
}

describe('admin investment screens', () => {
  it('while investments are off: says so and why, and calls no /invest route', async () => {
    const { fetchMock } = renderInvestments({ enabled: false });
    await heading();
    expect(await screen.findByText(investmentMessages.disabledTitle)).toBeTruthy();
    expect(screen.getByText(investmentMessages.disabledBody)).toBeTruthy();
    expect(screen.getByText(/docs\/compliance\.md/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Plan' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Monthly Income' }).getAttribute('href')).toBe(
      paths.admin.monthlyInvestments,
    );
    expect(investCalls(fetchMock)).toEqual([]);
  });

  it.each(['yearly', 'monthly'] as const)(
    '%s: the spec columns, ₹ amounts, status words and the same duration wording',
    async (kind) => {
      screenWidth(true);
      const { fetchMock } = renderInvestments({ kind });
      await heading(kind);
      const [head, ...body] = await rows();
      expect(
        within(head!)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual([
        'Sr.no',
        'Name',
        'Phone',
        'Amount',
        'Return Amount',
        'Start Date',
        'Next Payout Date',
        'Duration',
        'Status',
        'Installments',
        'Reference',
        'Actions',
      ]);
      expect(body.map((row) => cellTexts(row).slice(0, 11))).toEqual([
        [
          '1',
          'Meena Iyer',
          '9876500001',
          '₹1,00,000',
          '₹2,000',
          '05 Mar 2026',
          '05 Sept 2026',
          '6 months',
          'active',
          '5 of 6',
          'UTR0001',
        ],
        [
          '2',
          'Arjun Rao',
          '9876500002',
          '₹2,50,000.50',
          '₹2,80,000',
          '05 Mar 2026',
          '—',
          '1 year',
          'matured',
          '1 of 1',
          '—',
        ],
        [
          '3',
          'Lata Shah',
          '9876500003',
          '₹1,00,000',
          '₹2,000',
          '05 Mar 2026',
          '05 Sept 2026',
          '2 years',
          'closed',
          '5 of 6',
          'UTR0001',
        ],
      ]);
      // Close only on an active investment.
      expect(within(body[0]!).getByRole('button', { name: 'Close the investment of Meena Iyer' })).toBeTruthy();
      expect(within(body[1]!).queryByRole('button', { name: /Close/ })).toBeNull();
      expect(listCalls(fetchMock, kind)).toEqual([{}]);
    },
  );

  it('shows each investor as a card on a phone', async () => {
    screenWidth(false);
    renderInvestments();
    await heading();
    const list = await screen.findByRole('list', { name: 'Investors' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('1. Meena Iyer')).toBeTruthy();
    expect(within(first!).getByText('6 months')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Close the investment of Meena Iyer' })).toBeTruthy();
  });

  it('the search sends ?search= and stays in the URL', async () => {
    const { user, fetchMock, router } = renderInvestments({
      list: (query) => (query.get('search') === 'arjun' ? page([ARJUN]) : page([MEENA, ARJUN])),
    });
    await heading();
    await screen.findByText('Meena Iyer', { selector: 'td' });
    await user.type(screen.getByLabelText('Search name or phone'), 'arjun{Enter}');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ search: 'arjun' }));
    await waitFor(() => expect(screen.queryByText('Meena Iyer', { selector: 'td' })).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('arjun');
  });

  it('Load more sends the cursor; Sr.no continues', async () => {
    const { user, fetchMock } = renderInvestments({
      list: (query) => (query.get('cursor') === 'c-2' ? page([LATA]) : page([MEENA, ARJUN], 'c-2')),
    });
    await heading();
    await screen.findByText('Meena Iyer', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const row = (await screen.findByText('Lata Shah', { selector: 'td' })).closest('tr')!;
    expect(cellTexts(row)[0]).toBe('3');
    expect(listCalls(fetchMock)).toEqual([{}, { cursor: 'c-2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Assign Plan without a phone or a plan says "Please fill all fields!" and sends nothing', async () => {
    const { user, fetchMock } = renderInvestments();
    await heading();
    const dialog = await openAssign(user);
    const today = indianDayOf(new Date()).split('-').reverse().join('/');
    expect((within(dialog).getByLabelText('Start date') as HTMLInputElement).value).toBe(today);
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    expect(await within(dialog).findAllByText(investmentMessages.fillAllFields)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Phone'), '9876500009');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    expect(await within(dialog).findAllByText(investmentMessages.fillAllFields)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/invest/assign-plan')).toHaveLength(0);
  });

  it('Assign Plan lists the active plans by amount, posts {phone, planId, startDate, reference} and says so', async () => {
    const { user, fetchMock } = renderInvestments({
      extra: (path) =>
        path === '/api/invest/assign-plan'
          ? jsonResponse({ success: true, message: investmentMessages.assigned })
          : undefined,
    });
    await heading();
    const dialog = await openAssign(user);
    await user.click(within(dialog).getByLabelText('Plan'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      '₹1,00,000 → ₹2,000 a month for 1 year',
      '₹5,00,000 → ₹9,000 a month for 2 years',
    ]);
    await user.keyboard('{Escape}');

    await user.type(within(dialog).getByLabelText('Phone'), '9876500009');
    await choose(user, dialog, 'Plan', '₹5,00,000 → ₹9,000 a month for 2 years');
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '15/01/2026');
    await user.type(within(dialog).getByLabelText('Payment reference'), ' SBIN000123 ');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));

    expect(await screen.findByText(investmentMessages.assigned)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/invest/assign-plan') as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      phone: '9876500009',
      planId: BIG_MONTHLY_PLAN._id,
      startDate: '2026-01-15',
      reference: 'SBIN000123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it('Assign Plan sends one Idempotency-Key per form: a retry after a lost answer sends it again', async () => {
    let fail = true;
    const { user, fetchMock } = renderInvestments({
      extra: (path) => {
        if (path !== '/api/invest/assign-plan') return undefined;
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse({ success: true, message: investmentMessages.assigned });
      },
    });
    await heading();
    const dialog = await openAssign(user);
    await user.type(within(dialog).getByLabelText('Phone'), '9876500009');
    await choose(user, dialog, 'Plan', '₹1,00,000 → ₹2,000 a month for 1 year');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    expect(await within(dialog).findByText(investmentMessages.assignFailed)).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    expect(await screen.findByText(investmentMessages.assigned)).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', '/api/invest/assign-plan') as [string, RequestInit][];
    expect(posts).toHaveLength(2);
    const keys = posts.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Assign Plan with a bank reference used before says so under the reference', async () => {
    const message = investmentMessages.referenceTaken('SBIN000123');
    const { user } = renderInvestments({
      extra: (path) =>
        path === '/api/invest/assign-plan' ? errorResponse('INVESTMENT_REFERENCE_TAKEN', { message }) : undefined,
    });
    await heading();
    const dialog = await openAssign(user);
    await user.type(within(dialog).getByLabelText('Phone'), '9876500009');
    await choose(user, dialog, 'Plan', '₹1,00,000 → ₹2,000 a month for 1 year');
    await user.type(within(dialog).getByLabelText('Payment reference'), 'SBIN000123');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    const reference = within(dialog).getByLabelText('Payment reference');
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('Assign Plan to an unknown phone shows the server’s message', async () => {
    const message = 'No member has this phone number';
    const { user } = renderInvestments({
      extra: (path) => (path === '/api/invest/assign-plan' ? errorResponse('PHONE_NOT_FOUND', { message }) : undefined),
    });
    await heading();
    const dialog = await openAssign(user);
    await user.type(within(dialog).getByLabelText('Phone'), '9876500009');
    await choose(user, dialog, 'Plan', '₹1,00,000 → ₹2,000 a month for 1 year');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('Assign Plan: another failure says "Failed to assign plan." with the server’s message', async () => {
    const { user } = renderInvestments({
      extra: (path) =>
        path === '/api/invest/assign-plan' ? errorResponse('INTERNAL', { message: 'Something went wrong' }) : undefined,
    });
    await heading();
    const dialog = await openAssign(user);
    await user.type(within(dialog).getByLabelText('Phone'), '9876500009');
    await choose(user, dialog, 'Plan', '₹1,00,000 → ₹2,000 a month for 1 year');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    expect(await within(dialog).findByText(investmentMessages.assignFailed)).toBeTruthy();
    expect(within(dialog).getByText('Something went wrong')).toBeTruthy();
  });

  it('Close needs a reason, then posts it', async () => {
    const path = `/api/invest/${MEENA._id}/close`;
    const { user, fetchMock } = renderInvestments({
      extra: (p) => (p === path ? jsonResponse({ message: investmentMessages.closed }) : undefined),
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Close the investment of Meena Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close investment' });
    expect(within(dialog).getByText(/₹1,00,000 of Meena Iyer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close investment' }));
    expect(await within(dialog).findByText(investmentMessages.reasonRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Asked for the money back.');
    await user.click(within(dialog).getByRole('button', { name: 'Close investment' }));
    expect(await screen.findByText(investmentMessages.closed)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', path) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ reason: 'Asked for the money back.' });
  });

  it('Plans: the kind’s plans with their yearly rate, active and inactive', async () => {
    screenWidth(true);
    const { user } = renderInvestments();
    await heading();
    await openPlans(user);
    const table = within(await screen.findByRole('region', { name: 'Plans' })).getByRole('table');
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Investment', 'Return', 'Duration', 'Yearly rate', 'Investments', 'Status', 'Actions']);
    expect(body.map((row) => cellTexts(row).slice(0, 6))).toEqual([
      ['₹1,00,000', '₹2,000 a month', '1 year', '24.00% a year', '3', 'Active'],
      ['₹5,00,000', '₹9,000 a month', '2 years', '21.60% a year', '0', 'Active'],
      ['₹50,000', '₹900 a month', '1 year', '24.00% a year', '1', 'Inactive'],
    ]);
  });

  it('New plan posts the body with the screen’s kind', async () => {
    const created = plan({ kind: 'yearly', investmentAmount: 200_000, returnAmount: 230_000, durationMonths: 18 });
    const { user, fetchMock } = renderInvestments({
      kind: 'yearly',
      extra: (path, init) =>
        path === '/api/invest/plans' && init?.method === 'POST' ? jsonResponse({ plan: created }, 201) : undefined,
    });
    await heading('yearly');
    await openPlans(user);
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fixed deposit plan' });
    expect(within(dialog).getByText(/at maturity/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findAllByText(investmentMessages.amountRequired)).toHaveLength(2);
    expect(within(dialog).getByText(investmentMessages.durationRange)).toBeTruthy();

    // A third decimal is refused (the shared money rule), not rounded away.
    await user.type(within(dialog).getByLabelText('Investment amount (₹)'), '200000.125');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText(moneyMessages.paise)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/invest/plans')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Investment amount (₹)'));
    await user.type(within(dialog).getByLabelText('Investment amount (₹)'), '200000');
    await user.type(within(dialog).getByLabelText('Return amount (₹)'), '230000');
    await user.type(within(dialog).getByLabelText('Duration (months)'), '18');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText(investmentMessages.planCreated)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/invest/plans') as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      kind: 'yearly',
      investmentAmount: 200_000,
      returnAmount: 230_000,
      durationMonths: 18,
    });
  });

  it('Edit puts the plan in the form and sends PUT with the changed fields', async () => {
    const path = `/api/invest/plans/${BIG_MONTHLY_PLAN._id}`;
    const { user, fetchMock } = renderInvestments({
      extra: (p, init) =>
        p === path && init?.method === 'PUT'
          ? jsonResponse({ plan: { ...BIG_MONTHLY_PLAN, returnAmount: 9_500 } })
          : undefined,
    });
    await heading();
    await openPlans(user);
    await user.click(await screen.findByRole('button', { name: 'Edit plan ₹5,00,000 → ₹9,000 a month for 2 years' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit plan' });
    expect(within(dialog).getByText(/Paid every month/)).toBeTruthy();
    const returned = within(dialog).getByLabelText('Return amount (₹)');
    expect((returned as HTMLInputElement).value).toBe('9,000');
    await user.clear(returned);
    await user.type(returned, '9500');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText(investmentMessages.planUpdated)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'PUT', path) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      kind: 'monthly',
      investmentAmount: 500_000,
      returnAmount: 9_500,
      durationMonths: 24,
    });
  });

  it('Offer again sends PUT with the plan’s terms and active: true', async () => {
    const path = `/api/invest/plans/${OLD_MONTHLY_PLAN._id}`;
    const { user, fetchMock } = renderInvestments({
      extra: (p, init) =>
        p === path && init?.method === 'PUT'
          ? jsonResponse({ plan: { ...OLD_MONTHLY_PLAN, active: true } })
          : undefined,
    });
    await heading();
    await openPlans(user);
    expect(screen.queryByRole('button', { name: /Delete plan ₹50,000/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Offer again plan ₹50,000 → ₹900 a month for 1 year' }));
    expect(await screen.findByText(investmentMessages.planUpdated)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'PUT', path) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      kind: 'monthly',
      investmentAmount: 50_000,
      returnAmount: 900,
      durationMonths: 12,
      active: true,
    });
  });

  it('Delete of a plan in use shows the server’s message: deactivated', async () => {
    const path = `/api/invest/plans/${MONTHLY_PLAN._id}`;
    const { user, fetchMock } = renderInvestments({
      extra: (p, init) =>
        p === path && init?.method === 'DELETE'
          ? jsonResponse({ message: investmentMessages.planDeactivated })
          : undefined,
    });
    await heading();
    await openPlans(user);
    await user.click(await screen.findByRole('button', { name: 'Delete plan ₹1,00,000 → ₹2,000 a month for 1 year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete plan' });
    expect(within(dialog).getByText(/it will be deactivated instead/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(investmentMessages.planDeactivated)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', path)).toHaveLength(1);
  });
});
