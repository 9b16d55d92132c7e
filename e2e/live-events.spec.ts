import { expect, startSession, test } from './fixtures';
import { asAdmin, createWaitingMember, startSessionOf } from './helpers';

/**
 * A member still awaiting approval reaches customer care; the admins hear of
 * the ticket live; the approval opens the member's app without a reload, with one toast.
 */
test('a waiting member writes to customer care, the admin hears of it live, and the approval opens the app live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const person = await asAdmin(browser, (admin) => createWaitingMember(admin, 'Kavita Live'));
  const memberContext = await browser.newContext();
  await startSessionOf(memberContext, person);
  const member = await memberContext.newPage();
  const adminContext = await browser.newContext();
  await startSession(adminContext, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The account status leads to customer care, which opens for a waiting member.
  await member.goto('/profile');
  await expect(member.getByRole('heading', { name: 'Account status', level: 1 })).toBeVisible();
  const help = member.getByRole('region', { name: 'Need help?' });
  await help.getByRole('link', { name: 'Write to customer care' }).click();
  await expect(member.getByRole('heading', { name: 'Customer Care', level: 1 })).toBeVisible();
  await member.getByRole('textbox', { name: 'Issue' }).fill('When will I be approved?');
  await member
    .getByRole('textbox', { name: 'Description' })
    .fill('I registered yesterday and wonder how long it takes.');
  await member.getByRole('button', { name: 'Submit' }).click();
  await expect(member.getByText('Your issue has been submitted successfully.')).toBeVisible();

  // Every admin hears of it live, linked to the support screen.
  await expect(admin.getByText('Kavita Live: When will I be approved?')).toBeVisible();

  // The approval: the member's open status page becomes the app, without a reload, with one toast.
  // Approved once the page listens: a notification sent before the page's stream is subscribed
  // is not replayed to it (the page shows it in the bell's list, not as a toast).
  const listening = member.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
  await member.goto('/profile');
  await expect(member.getByRole('heading', { name: 'Account status', level: 1 })).toBeVisible();
  await listening;
  const approved = await adminContext.request.put('/api/auth/approveUser', {
    data: { userId: person.id, allowUnpaid: true },
  });
  expect(approved.status()).toBe(200);
  await expect(member.getByText('Welcome to Sevak! You can now use every part of the marketplace.')).toHaveCount(1);
  await expect(member.getByRole('heading', { name: 'Kavita Live', level: 1 })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Account status', level: 1 })).toHaveCount(0);
  await memberContext.close();
  await adminContext.close();
});
