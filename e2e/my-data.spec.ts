import { readFile } from 'node:fs/promises';
import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { asAdmin, createApprovedMember, indianToday, startSessionOf } from './helpers';

const JPEG = [0xff, 0xd8, 0xff];

test('a member downloads everything Sevak holds about them; another member cannot', async ({ browser }) => {
  const [member, other] = await asAdmin(browser, async (admin) => [
    await createApprovedMember(admin, 'Nisha Menon'),
    await createApprovedMember(admin, 'Om Prakash'),
  ]);
  const context = await browser.newContext({ acceptDownloads: true });
  const otherContext = await browser.newContext();
  try {
    await startSessionOf(context, member);
    // Made by the admin, the member has not read the privacy notice yet: accepted here, as its page would.
    const accepted = await context.request.put('/api/auth/privacy-notice', {
      data: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const subject = `Refund for the fee ${Date.now()}`;
    const ticket = await context.request.post('/api/support/addIssue', {
      data: { issue: subject, description: 'I paid the registration fee twice.' },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);

    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'Get my data' }).click();
    await expect(page).toHaveURL(/\/myData$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
    await expect(main.getByText(/Your support tickets and our replies/)).toBeVisible();
    await main.getByRole('button', { name: 'Request my data' }).click();
    await expect(
      page.getByText('We are collecting your data. We will notify you when the file is ready.'),
    ).toBeVisible();

    // The job builds it; the page polls until the file is there.
    const link = main.getByRole('link', { name: 'Download my data' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(main.getByText(/^Available until .+ \(IST\)\. After that it is deleted\.$/)).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/me\/data-export\/[0-9a-f-]{36}\/download$/);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    // Named by today in India (not the UTC date, a day behind from midnight to 05:30 IST).
    expect(download.suggestedFilename()).toBe(`sevak-my-data-${indianToday()}.zip`);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const json = JSON.parse(strFromU8(zip['sevak-my-data.json']!)) as {
      profile: { email: string; aadharNumber: string | null };
      supportTickets: { issue: string }[];
      documents: { slot: string; file: string }[];
    };
    expect(json.profile.email).toBe(member.email);
    expect(json.supportTickets.map((t) => t.issue)).toContain(subject);
    // Aadhaar front and back and the selfie, each a real image.
    expect(json.documents.map((d) => d.slot).sort()).toEqual(['backAadhar', 'frontAadhar', 'profilePic']);
    for (const doc of json.documents) expect([...zip[doc.file]!.subarray(0, 3)], doc.file).toEqual(JPEG);

    // The member was told (the bell), linked to the page.
    const told = await context.request.get('/api/notifications');
    expect(JSON.stringify(await told.json())).toContain('Your data is ready');

    // Another member cannot have it.
    await startSessionOf(otherContext, other);
    const refused = await otherContext.request.get(href);
    expect(refused.status()).toBe(404);
  } finally {
    await context.close();
    await otherContext.close();
  }
});
