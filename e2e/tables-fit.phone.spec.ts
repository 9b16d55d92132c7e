import { expect, startSession, test } from './fixtures';
import { accounts } from './accounts';
import {
  asAdmin,
  createApprovedMember,
  fitProblems,
  hasHorizontalScroll,
  offScreenSideways,
  shoot,
  startSessionOf,
} from './helpers';

/**
 * On a 360 px phone: a member's lists are cards (no table to scroll sideways), and the
 * admin's All Users is a card per member with the name and the actions on screen.
 */

test("a member's tickets and work requests are cards that fit the phone", async ({ browser, page, context }) => {
  const person = await asAdmin(browser, (admin) => createApprovedMember(admin, 'Harshavardhan Kulkarni'));
  await startSessionOf(context, person);
  const ticket = await context.request.post('/api/support/addIssue', {
    data: {
      issue: 'Bangalore electrician did not come',
      description: 'The electrician from Bangalore said Tuesday morning, but nobody came or called.',
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const found = await (await context.request.get('/api/services/search?q=Kiran%20Electricals')).json();
  // Tomorrow at 10:00 in India: a time on the request form's 30-minute steps.
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const request = await context.request.post('/api/work/requests', {
    data: {
      providerId: found.providers[0]._id as string,
      category: 'Electrician',
      description: 'Two ceiling fans to fit in the Bangalore flat',
      preferredAt: `${tomorrow}T10:00:00+05:30`,
      address: { area: 'MG Road', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '560001' },
      contactPhone: person.phone,
    },
  });
  expect(request.status(), await request.text()).toBe(201);

  await page.goto('/ViewTickits');
  const tickets = page.getByRole('list', { name: 'Your tickets' });
  const card = tickets.getByRole('listitem').filter({ hasText: 'Bangalore electrician did not come' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await shoot(page, 'phone-my-tickets');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await hasHorizontalScroll(page), '/ViewTickits').toBe(false);
  expect(await fitProblems(tickets)).toEqual([]);

  await page.goto('/work?tab=sent');
  const sent = page.getByRole('article').filter({ hasText: 'Two ceiling fans to fit in the Bangalore flat' });
  await expect(sent).toBeVisible();
  await shoot(page, 'phone-work');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await hasHorizontalScroll(page), '/work').toBe(false);
  expect(await fitProblems(page.getByRole('main'))).toEqual([]);
});

test('All Users on a phone: a card per member, name and actions on screen, no sideways scroll', async ({
  page,
  context,
}) => {
  await startSession(context, 'admin');
  // Kiran by phone (other journeys add members, so the first page may not hold them), then the whole first page.
  await page.goto(`/admin/users?search=${accounts.kiran.phone}`);
  const list = page.getByRole('list', { name: 'All users' });
  const kiran = list.getByRole('listitem').filter({ hasText: accounts.kiran.name });
  await expect(kiran.getByRole('button', { name: `Delete ${accounts.kiran.name}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(kiran.getByText(`1. ${accounts.kiran.name}`)).toBeVisible();
  expect(await offScreenSideways(kiran.getByText(`1. ${accounts.kiran.name}`))).toEqual([]);
  expect(await offScreenSideways(kiran.getByRole('button'))).toEqual([]);

  await page.goto('/admin/users');
  // The seeded members, and those other journeys added: up to 20 cards.
  await expect(list.getByRole('listitem').nth(15)).toBeVisible();
  await shoot(page, 'phone-all-users');
  expect(await hasHorizontalScroll(page), '/admin/users').toBe(false);
  expect(await fitProblems(list)).toEqual([]);
  expect(await offScreenSideways(list.getByRole('button'))).toEqual([]);
});
