import type { Locator, Page } from '@playwright/test';
import { expect, startSession, test } from './fixtures';
import {
  addMonths,
  asAdmin,
  createApprovedMember,
  figure,
  indianToday,
  type Person,
  shownDay,
  startSessionOf,
  typedDay,
} from './helpers';

/**
 * Investment plans, switched on for the journeys' server (serve.ts INVESTMENTS_ENABLED).
 * Plan payouts are credited by a background run queued right after an assignment: the journeys
 * wait for them with retrying expectations, never with fixed sleeps.
 */

/** The admin's row of this member on an investors screen. */
const investorRow = (page: Page, person: Person): Locator =>
  page.getByRole('region', { name: 'Investors' }).getByRole('row').filter({ hasText: person.phone });

test('the admin creates a monthly plan, assigns it three months back, and the member gets three payouts', async ({
  browser,
}) => {
  // Two people, a plan, an assignment and a background payout run: 20–40 s on the shared machine.
  test.setTimeout(90_000);
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const reference = `UTR${Date.now().toString().slice(-9)}`;
  try {
    const person = await asAdmin(browser, (admin) => createApprovedMember(admin, 'Kavita Menon'));
    await startSessionOf(memberContext, person);
    await startSession(adminContext, 'admin');
    const member = await memberContext.newPage();
    const admin = await adminContext.newPage();

    const today = indianToday();
    const startDate = addMonths(today, -3);
    // Installments fall on start + 1, 2, 3 months (the third today or just before): the fourth is next.
    const nextPayout = addMonths(startDate, 4);

    // The member, on /wallete all along: an empty wallet and no plans yet.
    await member.goto('/wallete');
    const balances = member.getByRole('main').getByLabel('Your balances');
    await expect(figure(balances, 'Balance')).toHaveText('₹0');
    await expect(member.getByRole('heading', { name: 'My plans' })).toHaveCount(0);

    // The admin creates the plan on the Plans tab and sees what it promises a year.
    await admin.goto('/admin/investments/monthly');
    await expect(admin.getByRole('heading', { name: 'Monthly Income Investors', level: 1 })).toBeVisible();
    await admin.getByRole('tab', { name: 'Plans' }).click();
    await admin.getByRole('button', { name: 'New plan' }).click();
    const planForm = admin.getByRole('dialog', { name: 'New monthly income plan' });
    await planForm.getByLabel('Investment amount (₹)').fill('100000');
    await planForm.getByLabel('Return amount (₹)').fill('1000');
    await planForm.getByLabel('Duration (months)').fill('12');
    await planForm.getByRole('button', { name: 'Create plan' }).click();
    await expect(admin.getByText('Plan created.')).toBeVisible();
    await expect(planForm).toBeHidden();
    const plan = admin.getByRole('region', { name: 'Plans' }).getByRole('row').filter({ hasText: '₹1,000 a month' });
    await expect(plan).toContainText('₹1,00,000');
    await expect(plan).toContainText('1 year');
    // ₹12,000 a year on ₹1,00,000.
    await expect(plan).toContainText('12.00% a year');
    await expect(plan.getByText('Active', { exact: true })).toBeVisible();

    // On the Investors tab: Assign Plan. Without the phone it is refused before asking the server.
    await admin.getByRole('tab', { name: 'Investors' }).click();
    await admin.getByRole('button', { name: 'Assign Plan' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign a monthly income plan' });
    const planSelect = dialog.getByRole('combobox', { name: 'Plan', exact: true });
    await planSelect.click();
    await planSelect.fill('1,00,000');
    await admin.getByRole('option', { name: '₹1,00,000 → ₹1,000 a month for 1 year', exact: true }).click();
    await expect(planSelect).toHaveValue('₹1,00,000 → ₹1,000 a month for 1 year');
    const start = dialog.getByLabel('Start date');
    await expect(start).toHaveValue(typedDay(today));
    await start.fill(typedDay(startDate));
    await dialog.getByLabel('Payment reference').fill(reference);
    await dialog.getByRole('button', { name: 'Assign Plan' }).click();
    await expect(dialog.getByText('Please fill all fields!')).toBeVisible();
    await dialog.getByLabel('Phone').fill(person.phone);
    await dialog.getByRole('button', { name: 'Assign Plan' }).click();
    await expect(admin.getByText('Plan assigned successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The member is told of each payout as it lands (the background run), without reloading.
    await expect(member.getByText('₹1,000 plan payout received').first()).toBeVisible({ timeout: 30_000 });
    await expect(figure(balances, 'Balance')).toHaveText('₹3,000', { timeout: 15_000 });
    const payouts = member
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: 'Plan payout' });
    await expect(payouts).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      const row = payouts.filter({ hasText: `installment ${n} of 12` });
      await expect(row).toContainText('Monthly income ₹1,00,000');
      await expect(row).toContainText('+₹1,000');
    }
    const myPlans = member.getByRole('region', { name: 'My plans' });
    const card = myPlans.getByRole('listitem', { name: 'Monthly income of ₹1,00,000' });
    await expect(figure(card, 'Installments paid')).toHaveText('3 of 12');
    await expect(figure(card, 'Next payout')).toHaveText(`₹1,000 on ${await shownDay(member, nextPayout)}`);
    await expect(figure(card, 'Started')).toHaveText(await shownDay(member, startDate));
    await expect(card.getByText('active', { exact: true })).toBeVisible();

    // Still so after a reload: nothing was credited twice.
    await member.reload();
    await expect(figure(balances, 'Balance')).toHaveText('₹3,000');
    await expect(payouts).toHaveCount(3);
    await expect(figure(card, 'Installments paid')).toHaveText('3 of 12');

    // The admin's Investors tab: the member's row with the next payout date and 'active'.
    const row = investorRow(admin, person);
    await expect(async () => {
      await admin.reload();
      await expect(row).toContainText('3 of 12', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText(person.name);
    await expect(row).toContainText('₹1,00,000');
    await expect(row).toContainText(await shownDay(admin, startDate));
    await expect(row).toContainText(await shownDay(admin, nextPayout));
    await expect(row).toContainText('1 year');
    await expect(row).toContainText(reference);
    await expect(row.getByText('active', { exact: true })).toBeVisible();
    // The plan is now in use.
    await admin.getByRole('tab', { name: 'Plans' }).click();
    await expect(plan.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});
