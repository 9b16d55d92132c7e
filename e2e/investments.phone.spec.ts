import { expect, startSession, test } from './fixtures';
import {
  addMonths,
  asAdmin,
  createApprovedMember,
  figure,
  hasHorizontalScroll,
  indianToday,
  shownDay,
  startSessionOf,
  tabTo,
  typedDay,
} from './helpers';

test('on a 360 px phone the admin assigns a plan by keyboard and the investors and My plans fit the screen', async ({
  page,
  context,
  browser,
}) => {
  // Two people at phone size and a background payout run.
  test.setTimeout(90_000);
  const { person } = await asAdmin(browser, async (admin) => {
    // A plan of its own (the desktop journey makes another): ₹50,000 → ₹500 a month for 6 months.
    const created = await admin.post('/api/invest/plans', {
      data: { kind: 'monthly', investmentAmount: 50_000, returnAmount: 500, durationMonths: 6 },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { person: await createApprovedMember(admin, 'Lata Kulkarni') };
  });
  const planName = '₹50,000 → ₹500 a month for 6 months';
  const today = indianToday();
  // A month back: the first installment is due (today or just before), the second is next.
  const startDate = addMonths(today, -1);
  const nextPayout = addMonths(startDate, 2);

  // The admin, on a phone of their own (the project's 360 px).
  const adminContext = await browser.newContext();
  try {
    await startSession(adminContext, 'admin');
    const admin = await adminContext.newPage();
    expect(admin.viewportSize()?.width).toBe(360);
    await admin.goto('/admin/investments/monthly');
    await expect(admin.getByRole('heading', { name: 'Monthly Income Investors', level: 1 })).toBeVisible();

    // The Plans tab: the plan as a card.
    await admin.getByRole('tab', { name: 'Plans' }).click();
    const planCard = admin.getByRole('list', { name: 'Plans' }).getByRole('listitem').filter({ hasText: '₹50,000' });
    await expect(planCard).toContainText('₹500 a month');
    await expect(planCard).toContainText('12.00% a year');
    await admin.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(admin), 'the Plans tab').toBe(false);
    await admin.getByRole('tab', { name: 'Investors' }).click();

    // By keyboard: Tab to Assign Plan, Enter; the dialog starts on Phone.
    await tabTo(admin, admin.getByRole('button', { name: 'Assign Plan' }));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Assign a monthly income plan' });
    const phone = dialog.getByLabel('Phone');
    await expect(phone).toBeFocused();
    // Enter with nothing filled: refused, and said under the fields.
    await admin.keyboard.press('Enter');
    await expect(dialog.getByText('Please fill all fields!').first()).toBeVisible();
    expect(await hasHorizontalScroll(admin), 'the assign dialog with its messages').toBe(false);
    await admin.keyboard.type(person.phone);
    // Tab to the plan, type part of the amount, pick it with the arrow keys and Enter.
    await admin.keyboard.press('Tab');
    const plan = dialog.getByRole('combobox', { name: 'Plan', exact: true });
    await expect(plan).toBeFocused();
    await admin.keyboard.type('50,000');
    await expect(admin.getByRole('option', { name: planName, exact: true })).toBeVisible();
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await expect(plan).toHaveValue(planName);
    // Tab to the start date (today unless changed, dd/MM/yyyy) and type it a month back.
    await admin.keyboard.press('Tab');
    const start = dialog.getByLabel('Start date');
    await expect(start).toBeFocused();
    await expect(start).toHaveValue(typedDay(today));
    await start.fill(typedDay(startDate));
    // Tab leaves the date (its calendar closes) for the reference.
    await tabTo(admin, dialog.getByLabel('Payment reference'), 3);
    await admin.keyboard.type('NEFT-PHONE-0001');
    expect(await hasHorizontalScroll(admin), 'the assign dialog filled').toBe(false);
    await admin.keyboard.press('Enter');
    await expect(admin.getByText('Plan assigned successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The investors as cards: the member's, once the payout run has credited the first month.
    const card = admin.getByRole('list', { name: 'Investors' }).getByRole('listitem').filter({ hasText: person.phone });
    await expect(async () => {
      await admin.reload();
      await expect(figure(card, 'Installments'), 'the first installment paid').toHaveText('1 of 6', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText(person.name);
    await expect(figure(card, 'Amount')).toHaveText('₹50,000');
    await expect(figure(card, 'Duration')).toHaveText('6 months');
    await expect(figure(card, 'Status')).toHaveText('active');
    await expect(figure(card, 'Reference')).toHaveText('NEFT-PHONE-0001');
    await expect(figure(card, 'Next Payout Date')).toHaveText(await shownDay(admin, nextPayout));
    await admin.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(admin), 'the Investors tab').toBe(false);
  } finally {
    await adminContext.close();
  }

  // The member's My plans and the payout in the history, as cards that fit.
  await startSessionOf(context, person);
  await page.goto('/wallete');
  const main = page.getByRole('main');
  const myPlan = main.getByRole('region', { name: 'My plans' }).getByRole('listitem', {
    name: 'Monthly income of ₹50,000',
  });
  await expect(figure(myPlan, 'Installments paid')).toHaveText('1 of 6');
  await expect(figure(myPlan, 'Next payout')).toHaveText(`₹500 on ${await shownDay(page, nextPayout)}`);
  await expect(figure(main.getByLabel('Your balances'), 'Balance')).toHaveText('₹500');
  const payout = main
    .getByRole('list', { name: 'Transactions' })
    .getByRole('listitem')
    .filter({ hasText: 'Plan payout' });
  await expect(payout).toHaveCount(1);
  await expect(payout).toContainText('+₹500');
  await expect(payout).toContainText('Monthly income ₹50,000: installment 1 of 6');
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/wallete with My plans').toBe(false);
});
