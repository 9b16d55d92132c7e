import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  asAdmin,
  createApprovedMember,
  createWaitingMember,
  creditWallet,
  fitProblems,
  hasHorizontalScroll,
  offScreenSideways,
  shoot,
  sendEkyc,
  startSessionOf,
  verifyBankAccount,
  type Person,
} from './helpers';

/**
 * Every admin table fits a 1280 × 800 laptop. No sideways page scroll, every button of
 * every row on screen (Approve, Mark as Resolved, the actions), no badge cut short ('Pendi…') and no
 * word broken across lines ('Bangalor e').
 */
test.use({ signedInAs: 'admin', viewport: { width: 1280, height: 800 } });
// One set of records (made below) for all the screens, one screen after another; a failed screen
// does not skip the others (the next worker makes its own set).
test.describe.configure({ mode: 'default' });

type People = { waiting: Person; kyc: Person; payee: Person };
let people: People;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  people = await asAdmin(browser, async (admin) => {
    const waiting = await createWaitingMember(admin, 'Bhuvaneshwari Ramakrishnan');
    const kyc = await createApprovedMember(admin, 'Shreyas Venkataraman');
    const payee = await createApprovedMember(admin, 'Ananya Krishnamurthy');
    await creditWallet(admin, payee, 1000, 'Opening credit for the tables journey');

    const context = await browser.newContext();
    try {
      await startSessionOf(context, kyc);
      await sendEkyc(context.request, kyc);
      await context.clearCookies();
      await startSessionOf(context, payee);
      await verifyBankAccount(context.request, admin, payee);
      const asked = await context.request.post('/api/withdrawal/request', { data: { amount: 300 } });
      expect(asked.status(), await asked.text()).toBe(201);
      const ticket = await context.request.post('/api/support/addIssue', {
        data: {
          issue: 'My payout went to the wrong account',
          description: 'I changed my bank account last week, but the payout still shows the old one.',
        },
      });
      expect(ticket.status(), await ticket.text()).toBe(201);
    } finally {
      await context.close();
    }

    const plan = await admin.post('/api/invest/plans', {
      data: { kind: 'monthly', investmentAmount: 20_000, returnAmount: 200, durationMonths: 12 },
    });
    expect(plan.status(), await plan.text()).toBe(201);
    const planId = ((await plan.json()) as { plan: { _id: string } }).plan._id;
    const assigned = await admin.post('/api/invest/assign-plan', { data: { phone: payee.phone, planId } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const remark = await admin.post('/api/remark/create', {
      data: { userId: payee.id, remark: 'Called about the Bangalore shop address; waiting for the documents' },
    });
    expect(remark.status(), await remark.text()).toBeLessThan(300);
    return { waiting, kyc, payee };
  });
});

/** The list fits: no sideways page scroll, no badge cut short, no broken word, every button on screen. */
async function expectFits(page: Page, list: Locator, name: string) {
  await expect(list).toBeVisible();
  await shoot(page, name);
  expect.soft(await hasHorizontalScroll(page), 'the page scrolls sideways').toBe(false);
  expect.soft(await fitProblems(list)).toEqual([]);
  expect.soft(await offScreenSideways(list.getByRole('button')), 'buttons off screen sideways').toEqual([]);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('All Users', async ({ page }) => {
  await page.goto(`/admin/users?search=${people.payee.phone}`);
  const list = region(page, 'All users');
  await expect(list.getByText(people.payee.name).first()).toBeVisible();
  await expectFits(page, list, 'all-users-search');
  await page.goto('/admin/users');
  await expect(list.getByText(people.payee.name).first()).toBeVisible();
  await expectFits(page, list, 'all-users');
});

test('Pending Approval', async ({ page }) => {
  await page.goto('/admin/aprove');
  const list = region(page, 'Users awaiting approval');
  await expect(list.getByText(people.waiting.name).first()).toBeVisible();
  await expectFits(page, list, 'pending-approval');
});

test('Pending e-KYCs', async ({ page }) => {
  await page.goto('/admin/pending-kycs');
  const list = region(page, 'e-KYCs awaiting verification');
  await expect(list.getByRole('button', { name: `Verify KYC of ${people.kyc.name}` }).first()).toBeVisible();
  await expectFits(page, list, 'pending-kycs');
});

test('Withdrawal Requests', async ({ page }) => {
  await page.goto('/admin/withdrawals');
  const list = region(page, 'Withdrawal requests');
  await expect(list.getByRole('button', { name: `Approve payout to ${people.payee.name}` }).first()).toBeVisible();
  await expectFits(page, list, 'withdrawal-requests');
});

test('Payment Reports', async ({ page }) => {
  await page.goto('/admin/payment-invoices');
  const list = region(page, 'Captured payments');
  await expect(list.getByText('pay_E2eSeededPay01')).toBeVisible();
  await expectFits(page, list, 'payment-reports');
});

test('Support tickets', async ({ page }) => {
  await page.goto('/admin/support');
  const list = region(page, 'Tickets');
  await expect(list.getByText('My payout went to the wrong account').first()).toBeVisible();
  await expect(list.getByRole('button', { name: 'Mark as Resolved' }).first()).toBeVisible();
  await expectFits(page, list, 'support-tickets');
});

test('Audit Log', async ({ page }) => {
  await page.goto('/admin/audit-log');
  const list = region(page, 'Audit entries');
  await expect(list.getByText(people.payee.name).first()).toBeVisible();
  await expectFits(page, list, 'audit-log');
});

test('Investors', async ({ page }) => {
  await page.goto('/admin/investments/monthly');
  const list = region(page, 'Investors');
  await expect(
    list.getByRole('button', { name: `Close the investment of ${people.payee.name}` }).first(),
  ).toBeVisible();
  await expectFits(page, list, 'investors');
});

test('Manage Category and Manage Admin', async ({ page }) => {
  await page.goto('/admin/manageCategory');
  const categories = page.getByRole('main').getByRole('table');
  // All 146 categories, each with its buttons: slow to draw on the shared 2-core machine.
  await expect(categories.getByRole('button', { name: 'Rename Plumber' })).toBeVisible({ timeout: 20_000 });
  await expectFits(page, categories, 'manage-category');
  await page.goto('/admin/manageAdmin');
  const admins = page.getByRole('main').getByRole('table');
  await expect(admins.getByRole('button', { name: /^Remove admin/ }).first()).toBeVisible();
  await expectFits(page, admins, 'manage-admin');
});

test('Remark checklist', async ({ page }) => {
  await page.goto(`/admin/users?search=${people.payee.phone}`);
  await page.getByRole('button', { name: `Remarks for ${people.payee.name}` }).click();
  const list = page.getByRole('list', { name: 'Remarks' });
  await expect(list.getByText('Called about the Bangalore shop address').first()).toBeVisible();
  await expectFits(page, list, 'remark-checklist');
});

test('Dashboard daily table', async ({ page }) => {
  await page.goto('/admin');
  await page.getByText('Show as table').click();
  const table = page.getByRole('table', { name: /Registrations and fee revenue per day/ });
  await expectFits(page, table, 'dashboard-daily');
});
