import { expect, startSession, test } from './fixtures';

test('a member raises a ticket and sees its number and our times; the admin finds it by number, acknowledges and resolves it in another browser, and the member is told live', async ({
  browser,
}) => {
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    await startSession(memberContext, 'asker');
    const member = await memberContext.newPage();
    await member.goto('/support');
    const main = member.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Customer Care' })).toBeVisible();
    // Both fields are required.
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByText('Please describe the issue.')).toBeVisible();
    await main.getByLabel('Issue', { exact: true }).fill('My shop address is wrong');
    await main.getByLabel('Description', { exact: true }).fill('It shows Pune; my shop is in Bengaluru.');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(member.getByText('Your issue has been submitted successfully.')).toBeVisible();
    // The form gives way to the active ticket.
    await expect(main.getByText('My shop address is wrong')).toBeVisible();
    await expect(main.getByText('Pending', { exact: true })).toBeVisible();
    await expect(main.getByLabel('Issue', { exact: true })).toHaveCount(0);
    // The number to quote, and what we promise (Rule 4(5)).
    const card = main.getByRole('region', { name: 'Your open ticket' });
    const ticketNumber = (await card.getByText(/^SV-T-\d{6}$/).textContent())!;
    await expect(card.getByText(/^We will reply by /)).toBeVisible();
    await expect(card.getByText(/^We aim to resolve this by /)).toBeVisible();
    const bell = member.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    await startSession(adminContext, 'admin');
    const admin = await adminContext.newPage();
    await admin.goto('/admin/support');
    const adminMain = admin.getByRole('main');
    await expect(adminMain.getByRole('heading', { name: 'All Tickets' })).toBeVisible();
    // Found by the number the member quotes; the timers are running.
    await adminMain.getByLabel('Search member or ticket number').fill(ticketNumber);
    const adminRow = adminMain.getByRole('row').filter({ hasText: 'My shop address is wrong' });
    await expect(adminMain.getByRole('row')).toHaveCount(2);
    await expect(adminRow.getByText(ticketNumber)).toBeVisible();
    await expect(adminRow.getByText(/^Acknowledge by .+ IST$/)).toBeVisible();
    await adminRow.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(admin.getByText('Ticket acknowledged. The member is told when we aim to resolve it.')).toBeVisible();
    await expect(adminRow.getByText(/^Acknowledged .+ IST$/)).toBeVisible();
    await expect(adminRow.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    // The member is told live: we have it, and by when we aim to resolve it.
    await expect(member.getByText(`We have received your ticket ${ticketNumber}`)).toBeVisible();

    await adminMain
      .getByLabel('Resolution message for My shop address is wrong')
      .fill('Corrected to Bengaluru. Thank you!');
    await adminMain
      .getByRole('row')
      .filter({ hasText: 'My shop address is wrong' })
      .getByRole('button', { name: 'Mark as Resolved' })
      .click();
    await expect(admin.getByText('Ticket marked as resolved!')).toBeVisible();

    // The member, without reloading: a toast, and the bell counts it.
    await expect(member.getByText('Your support ticket is resolved')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await member.goto('/ViewTickits');
    const row = member.getByRole('row').filter({ hasText: 'My shop address is wrong' });
    await expect(row.getByText(ticketNumber)).toBeVisible();
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(row.getByText(/^We aim to resolve/)).toHaveCount(0);
    await expect(row.getByText('Corrected to Bengaluru. Thank you!')).toBeVisible();

    // Resolved tickets can be deleted by the admin after confirming.
    await adminMain
      .getByRole('row')
      .filter({ hasText: 'My shop address is wrong' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(admin.getByText('Are you sure you want to delete this request?')).toBeVisible();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(admin.getByText('Ticket deleted successfully.')).toBeVisible();
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});
