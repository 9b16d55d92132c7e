import { expect, startSession, test } from './fixtures';
import { startSessionOf, toastOf } from './helpers';
import { bookablePlumber, freeTime, paidBooking, seekerWithAccount } from './marketplace-data';

/**
 * A dispute (docs/contract.md §5c): the seeker, reading Sevak in Hindi, says what went wrong with
 * a completed job; the admin opens the dispute ticket's booking and decides a part refund (₹200 of
 * ₹500, the rest to the plumber); the seeker reads the decision and the refund in Hindi.
 */
test.use({ locale: 'hi-IN' });

test('a seeker in Hindi disputes a completed job, the admin resolves it with a ₹200 refund, and the seeker reads the decision', async ({
  page,
  browser,
}) => {
  const [plumber, seeker] = await Promise.all([
    bookablePlumber(browser, { title: 'Tap repair', price: 500, instantBooking: true }, 'Ravi Kumar'),
    seekerWithAccount(browser, 'Pooja Menon'),
  ]);
  await startSessionOf(page.context(), seeker);
  const id = await paidBooking(
    page.request,
    plumber.id,
    await freeTime(page.request, plumber.id, 'tomorrow-ten'),
    seeker.phone,
  );
  const { request } = (await (await page.request.get(`/api/work/requests/${id}`)).json()) as {
    request: { startCode: string };
  };

  // The plumber starts with the code and completes, through the API.
  const work = await browser.newContext();
  try {
    await startSessionOf(work, plumber);
    for (const data of [{ status: 'started', code: request.startCode }, { status: 'completed' }]) {
      const res = await work.request.put(`/api/work/requests/${id}/status`, { data });
      expect(res.status(), await res.text()).toBe(200);
    }
  } finally {
    await work.close();
  }

  // The seeker, in Hindi: something went wrong.
  await page.goto(`/booking?id=${id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'कुछ ग़लत हुआ' }).click();
  const dialog = page.getByRole('dialog', { name: 'कुछ ग़लत हुआ' });
  await dialog.getByLabel('क्या ग़लत हुआ?').fill('नल अब भी टपक रहा है।');
  await dialog.getByRole('button', { name: 'विवाद दर्ज करें' }).click();
  await expect(toastOf(page, 'हमने विवाद दर्ज कर लिया है।')).toBeVisible();
  await expect(main.getByRole('region', { name: 'विवाद में' })).toContainText('नल अब भी टपक रहा है।');

  // The admin (the back office is English) opens the dispute ticket's booking and refunds ₹200.
  const office = await browser.newContext({ locale: 'en-IN' });
  try {
    await startSession(office, 'admin');
    const admin = await office.newPage();
    await admin.goto('/admin/support?kind=dispute');
    const row = admin.getByRole('row').filter({ hasText: 'Pooja Menon' }).first();
    await row.getByRole('button', { name: 'Open dispute' }).click();
    const decide = admin.getByRole('dialog', { name: 'Dispute over a booking' });
    await expect(decide).toContainText('नल अब भी टपक रहा है।');
    await expect(decide).toContainText('₹500');
    await decide.getByLabel('Refund to the seeker (₹)').fill('200');
    await decide.getByLabel('Decision').fill('Half the job was left undone: ₹200 back.');
    await decide.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(toastOf(admin, 'The dispute has been resolved.')).toBeVisible();
  } finally {
    await office.close();
  }

  // The seeker reads the decision and the refund.
  await page.reload();
  const resolved = main.getByRole('region', { name: 'विवाद सुलझा' });
  await expect(resolved).toContainText('फ़ैसला: Half the job was left undone: ₹200 back.');
  await expect(main.getByText(/^(₹200 का रिफ़ंड आपको भेजा जा रहा है।|₹200 आपको वापस कर दिए गए हैं।)$/)).toBeVisible();
  await expect(main.getByText('सुलझा', { exact: true }).first()).toBeVisible();
});
