import { expect, test } from './fixtures';
import { indianToday, toastOf, typedDay } from './helpers';

/** Deepak, an electrician in Pune, sets his working week and a day off. */
test.use({ signedInAs: 'deepak' });

/** A day some days after today in India, yyyy-MM-dd. */
const daysAhead = (days: number) => new Date(Date.parse(indianToday()) + days * 86_400_000).toISOString().slice(0, 10);

test('a provider sets Monday to Saturday 09:00–18:00 with a lunch break, closes a date, saves and sees it after a reload', async ({
  page,
}) => {
  const holiday = daysAhead(10);
  await page.goto('/services/hours');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Working hours', level: 1 })).toBeVisible();

  // Clear whatever a previous run saved, so the week starts empty.
  const removeButtons = main.getByRole('button', { name: /^Remove (\w+ hours|changed day) \d+$/ });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();

  /** Two ranges on a day: the morning and the afternoon around lunch. */
  const setLunchBreak = async (day: string) => {
    await main.getByRole('button', { name: `Add hours on ${day}` }).click();
    await main.getByRole('button', { name: `Add hours on ${day}` }).click();
    const from = main.getByLabel(`${day} from`);
    const to = main.getByLabel(`${day} to`);
    await from.nth(0).fill('09:00');
    await to.nth(0).fill('13:00');
    await from.nth(1).fill('14:00');
    await to.nth(1).fill('18:00');
  };
  await setLunchBreak('Monday');
  await main.getByRole('button', { name: 'Copy Monday to every weekday' }).click();
  await setLunchBreak('Saturday');
  await expect(main.getByRole('group', { name: 'Sunday' }).getByText('Closed')).toBeVisible();

  await main.getByRole('button', { name: 'Add a changed day' }).click();
  const changed = main.getByRole('group', { name: 'Changed day 1' });
  await changed.getByLabel('Date').fill(typedDay(holiday));
  await expect(changed.getByLabel('Closed all day')).toBeChecked();

  await main.getByRole('button', { name: 'Save hours' }).click();
  await expect(toastOf(page, 'Your working hours are saved.')).toBeVisible();

  await page.reload();
  await expect(main.getByRole('button', { name: 'Save hours' })).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await expect(main.getByLabel(`${day} from`)).toHaveCount(2);
    await expect(main.getByLabel(`${day} from`).nth(0)).toHaveValue('09:00');
    await expect(main.getByLabel(`${day} to`).nth(0)).toHaveValue('13:00');
    await expect(main.getByLabel(`${day} from`).nth(1)).toHaveValue('14:00');
    await expect(main.getByLabel(`${day} to`).nth(1)).toHaveValue('18:00');
  }
  await expect(main.getByLabel('Sunday from')).toHaveCount(0);
  const saved = main.getByRole('group', { name: 'Changed day 1' });
  await expect(saved.getByLabel('Date')).toHaveValue(typedDay(holiday));
  await expect(saved.getByLabel('Closed all day')).toBeChecked();
});
