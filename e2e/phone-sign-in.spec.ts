import { expect, test, type APIRequestContext } from '@playwright/test';
import { asAdmin, createApprovedMember, createWaitingMember, startSessionOf } from './helpers';

/** The code the TEST SMS provider wrote to the development mailbox for a phone, read as an admin. */
async function smsCode(admin: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = await (await admin.get(`/api/admin/outbox?to=${phone}&limit=1`)).json();
        code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
        return code;
      },
      { message: 'a code was sent by SMS' },
    )
    .toBeTruthy();
  return code!;
}

test('a member signs in with the code sent by SMS to their phone, a wrong code said first', async ({
  page,
  browser,
}) => {
  const member = await asAdmin(browser, (admin) => createApprovedMember(admin, 'Kavya Nair'));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with a code by SMS' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a code', level: 1 })).toBeVisible();
  await page.getByLabel('Phone number').fill(member.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If this number is registered with Sevak, a 6-digit code is on its way by SMS. It works for 5 minutes.',
  );
  const code = await asAdmin(browser, (admin) => smsCode(admin, member.phone));

  await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The code is wrong or has expired. Please check it or ask for a new one.')).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Kavya Nair/ })).toBeVisible();
});

test('a member awaiting approval verifies their phone with the code sent to it', async ({ page, browser }) => {
  const member = await asAdmin(browser, (admin) => createWaitingMember(admin, 'Farhan Ali'));
  await startSessionOf(page.context(), member);
  // A member-only page shows a member awaiting approval their account status, the phone on it.
  await page.goto('/work');
  const card = page.getByRole('region', { name: 'Your phone' });
  await expect(card.getByText('Not verified yet')).toBeVisible();
  await card.getByRole('button', { name: 'Send me a code' }).click();
  const code = await asAdmin(browser, (admin) => smsCode(admin, member.phone));
  await card.getByLabel('Code from the SMS').fill(code);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send me a code' })).toHaveCount(0);
});
