import { paths } from '@sevak/shared';
import { expect, test } from './fixtures';
import { hasHorizontalScroll } from './helpers';

const kiranSearch = `${paths.services}?q=${encodeURIComponent('Kiran Electricals')}`;

test('a visitor searches, reads how results are ranked, and finds who runs Sevak at the foot of the page', async ({
  page,
}) => {
  await page.goto(kiranSearch);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Kiran Electricals' })).toBeVisible();
  await expect(main.getByText('Prices include all taxes and fees.')).toBeVisible();

  await main
    .getByRole('search', { name: 'Find a service' })
    .getByRole('link', { name: 'How results are ranked' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.rankingPolicy}$`));
  await expect(page).toHaveTitle('How results are ranked · Sevak');
  await expect(main.getByRole('region', { name: 'No paid places' })).toContainText(
    'No provider can pay for a higher place.',
  );
  // The factors, named as the search page names its fields and orders.
  await expect(main.getByRole('region', { name: 'What narrows the results' }).getByRole('term')).toHaveText([
    'What service do you need?',
    'Category',
    'Where?',
    'A pincode or “Near me”',
    'Free on',
    'Taking work now',
  ]);
  await expect(main.getByRole('region', { name: 'In what order' }).getByRole('term')).toHaveText([
    'Relevance',
    'Highest rated',
    'Newest',
    'Nearest',
    'Lowest price',
  ]);

  // The foot of the page: the policy pages, and the operator once it is scrolled to.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Policies and help' }).getByRole('link')).toHaveText([
    'About Us',
    'Privacy Policy',
    'Customer Care',
    'How results are ranked',
  ]);
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText(
    'Operated by Sevak Services Private Limited, 12 MG Road, Bengaluru, Karnataka 560001',
  );
  await expect(footer.getByRole('link', { name: 'help@sevak.local' })).toHaveAttribute(
    'href',
    'mailto:help@sevak.local',
  );
  await expect(footer.getByRole('link', { name: '+91 80 4718 1210' })).toHaveAttribute('href', 'tel:+918047181210');
  // No OPERATOR_GSTIN in this deployment: no GSTIN line.
  await expect(footer).not.toContainText('GSTIN');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the ranking page and the footer fit the screen, and the bottom bar covers none of the footer', async ({
    page,
  }) => {
    await page.goto(paths.rankingPolicy);
    await expect(page.getByRole('heading', { name: 'How results are ranked', level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const details = footer.locator('address');
    await expect(details).toContainText('help@sevak.local');
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
    const last = await details.boundingBox();
    expect(bar, 'the bottom bar').not.toBeNull();
    expect(last, "the operator's lines").not.toBeNull();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
  });
});
