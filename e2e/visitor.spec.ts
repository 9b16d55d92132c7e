import { accounts } from './accounts';
import { expect, test } from './fixtures';

test('a visitor reads the support desk’s contacts and the Grievance officer, and signs in to raise a ticket', async ({
  page,
}) => {
  await page.goto('/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Customer Care', level: 1 })).toBeVisible();
  const contact = main.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: '+91 80 4718 1210' })).toHaveAttribute('href', 'tel:+918047181210');
  await expect(contact.getByRole('link', { name: 'help@sevak.local' })).toHaveAttribute(
    'href',
    'mailto:help@sevak.local',
  );
  await expect(contact).toContainText('Monday to Saturday, 9 am to 6 pm (IST)');
  await expect(main.getByRole('region', { name: 'Grievance officer' })).toBeVisible();
  // No form a visitor could not send; the way in instead.
  await expect(main.getByLabel('Description')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Join Sevak' })).toHaveAttribute('href', '/register');
  await main.getByRole('link', { name: 'Sign in' }).click();

  await page.getByLabel('Email or phone').fill(accounts.kavya.email);
  await page.getByLabel('Password').fill(accounts.kavya.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(main.getByRole('region', { name: 'Raise an issue' }).getByLabel('Description')).toBeVisible();
});
