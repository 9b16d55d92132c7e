import type { Locator } from '@playwright/test';
import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';
import { photo } from './images';

/** An <img> that really shows a picture (not a broken image). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('an approved member’s new Aadhaar photos wait for review; the admin compares and accepts them', async ({
  page,
  context,
  browser,
}) => {
  // The member uploads new photos: the approved ones stay on record meanwhile.
  await startSession(context, 'geeta');
  await page.goto('/profile');
  const onRecordFront = page.getByRole('img', { name: 'On record: Aadhaar front' });
  await expectLoaded(onRecordFront);
  const oldFront = await onRecordFront.getAttribute('src');

  await page.getByRole('link', { name: 'Replace Aadhaar photos' }).click();
  await expect(page.getByText('Our team checks them before they replace the ones on file.')).toBeVisible();
  await page
    .getByLabel('Front Aadhaar photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(31) });
  await page
    .getByLabel('Back Aadhaar photo')
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(32) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Aadhaar photos received. They will replace your current ones once our team has checked them.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  const waiting = page.getByRole('main').getByRole('status');
  await expect(waiting).toContainText('Your new Aadhaar images are awaiting review by our team.');
  const newFront = waiting.getByRole('img', { name: 'Awaiting review: Aadhaar front' });
  await expectLoaded(newFront);
  const newFrontSrc = await newFront.getAttribute('src');
  await expect(onRecordFront).toHaveAttribute('src', oldFront!);

  // The admin finds them under Pending Approval, compares them with the ones on record, accepts.
  const adminContext = await browser.newContext();
  await startSession(adminContext, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/admin/aprove');
  await admin.getByRole('button', { name: `Review new Aadhaar images of ${accounts.geeta.name}` }).click();
  const details = admin.getByRole('dialog', { name: 'User Details' });
  const review = details.getByRole('region', { name: 'New Aadhaar images awaiting review' });
  await expectLoaded(review.getByRole('img', { name: `Aadhaar card front of ${accounts.geeta.name}`, exact: true }));
  await expectLoaded(review.getByRole('img', { name: `New Aadhaar card front of ${accounts.geeta.name}` }));
  await review.getByRole('button', { name: 'New Aadhaar back' }).click();
  const viewer = admin.getByRole('dialog', { name: 'New Aadhaar back' });
  await expectLoaded(viewer.getByRole('img', { name: `New Aadhaar card back of ${accounts.geeta.name}` }));
  await admin.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await review.getByRole('button', { name: 'Accept new images' }).click();
  await expect(admin.getByText('The new Aadhaar images are now on record.')).toBeVisible();
  await expect(review).toBeHidden();
  await adminContext.close();

  // The member's profile now shows the new photos on record, nothing waiting.
  await page.reload();
  await expect(onRecordFront).toHaveAttribute('src', newFrontSrc!);
  await expectLoaded(onRecordFront);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test('the admin sees that a member’s verified Aadhaar photos were deleted after the retention period, not broken images', async ({
  page,
  context,
}) => {
  await startSession(context, 'admin');
  await page.goto(`/admin/users?search=${encodeURIComponent(accounts.ramesh.email)}`);
  const row = page.getByRole('row').filter({ hasText: accounts.ramesh.email });
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(accounts.ramesh.phone)).toBeVisible();
  const aadhaar = details
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Aadhaar', exact: true }) });
  await expect(aadhaar).toContainText(
    'Aadhaar verified on 05 Jan 2026; the images were deleted on 06 Apr 2026, as UIDAI advises, once the retention period had passed.',
  );
  await expect(aadhaar.getByRole('img')).toHaveCount(0);
});
