import { expect, startSession, test } from './fixtures';

/**
 * A member raises a data request from /support beside the support ticket form and
 * sees the Grievance officer; an admin finds it under Type "Data request" and answers it; the
 * member sees the answer.
 */
test('a member raises a data request; the admin finds it by Type and answers it; the member sees the answer', async ({
  browser,
}) => {
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    await startSession(memberContext, 'anil');
    const member = await memberContext.newPage();
    await member.goto('/support');
    const main = member.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Customer Care', level: 1 })).toBeVisible();

    const officer = main.getByRole('region', { name: 'Grievance officer' });
    await expect(officer.getByRole('link', { name: 'grievance@sevak.local' })).toBeVisible();
    await expect(officer.getByText(/^We reply within \d+ days\.$/)).toBeVisible();

    const rights = main.getByRole('region', { name: 'Your personal data' });
    // The support ticket's form stays beside it.
    await expect(main.getByLabel('Issue', { exact: true })).toBeVisible();
    await rights.getByRole('button', { name: 'Send data request' }).click();
    await expect(rights.getByText('Please choose what your request is about.')).toBeVisible();
    await rights.getByLabel('What is your request about?').selectOption('correction');
    await rights.getByLabel('Details').fill('My address still shows my old flat in Jayanagar.');
    await rights.getByRole('button', { name: 'Send data request' }).click();
    await expect(
      member.getByText('Your data request has been submitted. Our Grievance officer will answer it.'),
    ).toBeVisible();
    const waiting = rights.getByRole('article', { name: 'Your data request (waiting for an answer)' });
    await expect(waiting.getByText('Correction of my personal data')).toBeVisible();
    await expect(waiting.getByText('Pending', { exact: true })).toBeVisible();
    await expect(rights.getByRole('button', { name: 'Send data request' })).toHaveCount(0);

    await startSession(adminContext, 'admin');
    const admin = await adminContext.newPage();
    await admin.goto('/admin/support');
    const adminMain = admin.getByRole('main');
    await expect(adminMain.getByRole('heading', { name: 'All Tickets' })).toBeVisible();
    await adminMain.getByLabel('Type').click();
    await admin.getByRole('option', { name: 'Data request' }).click();
    await expect(admin).toHaveURL(/kind=data_request/);
    const row = adminMain.getByRole('row').filter({ hasText: 'Anil Kapoor' });
    await expect(row.getByText('Data request', { exact: true })).toBeVisible();
    await expect(row.getByText('Correction of my personal data', { exact: true })).toBeVisible();
    // Only data requests are listed.
    await expect(adminMain.getByRole('row').filter({ hasText: /^\d+Support/ })).toHaveCount(0);
    await row
      .getByLabel('Resolution message for Correction of my personal data')
      .fill('Corrected: your address now reads Koramangala.');
    await row.getByRole('button', { name: 'Mark as Resolved' }).click();
    await expect(admin.getByText('Ticket marked as resolved!')).toBeVisible();

    await member.reload();
    const answered = member
      .getByRole('region', { name: 'Your personal data' })
      .getByRole('article', { name: 'Answered data request' });
    await expect(answered.getByText('Corrected: your address now reads Koramangala.')).toBeVisible();
    await expect(answered.getByText('Resolved', { exact: true })).toBeVisible();
    // A new request can be raised again.
    await expect(member.getByRole('button', { name: 'Send data request' })).toBeVisible();
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});

test('the privacy policy shows its version, the processors and the Grievance officer', async ({ page }) => {
  await page.goto('/privacyPolicy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Privacy Policy and Terms', level: 1 })).toBeVisible();
  await expect(main.getByText('Version 2.0, in effect from 26 Nov 2026.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Who processes it for us' }).getByText(/^Razorpay/)).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'How long we keep it' }).getByText(/deleted 90 days after/),
  ).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Grievance officer' }).getByRole('link', { name: 'grievance@sevak.local' }),
  ).toBeVisible();
});
