import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { User } from '@sevak/shared';
import { expect, test, type Page } from '@playwright/test';
import { navigate, plan, settle, type Viewer } from './a11y-routes';
import { startSession } from './fixtures';
import { newRegistrant } from './helpers';
import { photo } from './images';

/**
 * Every member-facing route reads in Hindi. A phone set to Hindi opens Sevak (the first
 * language follows the browser's), visits each page of the accessibility plan a visitor, a member
 * and a member awaiting approval see, and reads every word on screen — text, labels, placeholders,
 * names of buttons, the tab's title. A word in Latin letters must be one the Hindi words use
 * themselves (OTP, UPI, IFSC…) or data the API sent (a name, an email; a category only when it has
 * no Hindi name); anything else is English left over, and the test names it with its page.
 */
test.use({ locale: 'hi-IN' });

const localesDir = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales/hi');
const latinWords = (text: string) => (/^https?:\/\//.test(text) ? [] : (text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []));

/** A value's Latin words, and its initials when it has several (a name's avatar: 'Arjun Sharma' → AS). */
function wordsOfValues(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const words = latinWords(value);
    for (const word of words) into.add(word);
    if (words.length > 1) into.add(words.map((word) => word[0]!.toUpperCase()).join(''));
  } else if (Array.isArray(value)) for (const item of value) wordsOfValues(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) wordsOfValues(item, into);
  return into;
}

/** The Latin words the Hindi files use (acronyms, brand names of others, units). */
const hindiWords = new Set<string>();
for (const file of readdirSync(localesDir)) {
  wordsOfValues(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')), hindiWords);
}
/** Not words of the Hindi files, by design: the switch names English in English; Intl writes am/pm. */
const ALSO_ALLOWED = ['English', 'am', 'pm'];

/**
 * Data an API answer carried (names, emails...): every value but its messages and the category
 * names, which Hindi shows by their Hindi names — but for a category that has none (an
 * admin's new one), shown in English.
 */
function collectData(page: Page, into: Set<string>) {
  const take = (value: unknown): void => {
    if (typeof value === 'string') wordsOfValues(value, into);
    else if (Array.isArray(value)) value.forEach(take);
    else if (typeof value === 'object' && value !== null) {
      if ('categoryName' in value && 'hindiName' in value) {
        if (value.hindiName === null) take(value.categoryName);
        return;
      }
      for (const [key, item] of Object.entries(value))
        if (!['message', 'msg', 'businessCategory', 'category'].includes(key)) take(item);
    }
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    void response.json().then(take, () => undefined);
  });
}

/** Everything a person reads or hears on the page. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const visible = (el: Element) => {
      if (el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function waitForHindiPage(page: Page) {
  await expect(page.locator('.sevak-start')).toHaveCount(0);
  await expect(page).toHaveTitle(/सेवक$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('main').locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]'),
  ).toHaveCount(0);
  await settle(page);
}

/** Accounts of their own: reading in Hindi puts Hindi on the profile, which other journeys' members must not get. */
const account: Record<Exclude<Viewer, 'admin' | 'visitor'>, 'savita' | 'pooja'> = {
  member: 'savita',
  waiting: 'pooja',
};

for (const viewer of ['visitor', 'member', 'waiting'] as const) {
  test(`every page ${viewer === 'visitor' ? 'a visitor' : viewer === 'member' ? 'an approved member' : 'a member awaiting approval'} sees is in Hindi`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    try {
      if (viewer !== 'visitor') await startSession(context, account[viewer]);
      const page = await context.newPage();
      const data = new Set<string>();
      collectData(page, data);
      const leftovers: string[] = [];
      for (const [index, visit] of plan[viewer].entries()) {
        if (visit.open) continue; // admin screens only
        const url = typeof visit.url === 'function' ? await visit.url(page) : (visit.url ?? visit.route);
        // What the page was sent in navigation state (an order's receipt number) is data too.
        wordsOfValues(visit.state, data);
        if (index === 0) await page.goto(url);
        else await navigate(page, url, visit.state);
        await waitForHindiPage(page);
        for (const text of await shownTexts(page)) {
          const english = latinWords(text).filter(
            (word) => !hindiWords.has(word) && !data.has(word) && !ALSO_ALLOWED.includes(word),
          );
          if (english.length > 0) leftovers.push(`${new URL(page.url()).pathname}: "${text}"`);
        }
      }
      expect([...new Set(leftovers)]).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a visitor on a Hindi phone searches by the Hindi labels, then switches to English and back', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await main.getByLabel('आपको कौन-सी सेवा चाहिए?').fill('Electrician');
  await main.getByLabel('कहाँ?').fill('Bangalore');
  await main.getByRole('button', { name: 'खोजें' }).click();

  await expect(page).toHaveURL(/\/servises\?.*q=Electrician/);
  await expect(page).toHaveTitle('सेवा खोजें · सेवक');
  await expect(main.getByRole('link', { name: 'Kiran Electricals' })).toBeVisible();
  await expect(main.getByLabel('कैटेगरी')).toContainText('सभी कैटेगरी');
  await expect(main.getByRole('link', { name: 'Deepak Electric Works' })).toHaveCount(0);

  // The top bar's switch: the page turns English where it stands, and stays so on this device.
  await page.getByRole('button', { name: 'English में देखें' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(main.getByLabel('What service do you need?')).toHaveValue('Electrician');
  await expect(page).toHaveTitle('Find a service · Sevak');
  await page.reload();
  await expect(main.getByRole('link', { name: 'Kiran Electricals' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expect(main.getByLabel('आपको कौन-सी सेवा चाहिए?')).toHaveValue('Electrician');
});

test('a visitor on a Hindi phone registers by the Hindi labels, and the profile keeps Hindi', async ({ page }) => {
  const person = newRegistrant();
  await page.goto('/register');
  const main = page.getByRole('main');
  await expect(page).toHaveTitle('खाता बनाएँ · सेवक');
  await main.getByLabel('नाम', { exact: true }).fill('सुनीता कुमारी');
  await main.getByLabel('ईमेल').fill(person.email);
  await main.getByLabel('मोबाइल नंबर').fill(person.phone);
  await main.getByLabel('पासवर्ड', { exact: true }).fill(person.password);
  await main.getByLabel('पासवर्ड दोबारा डालें').fill(person.password);
  await main.getByLabel('पिनकोड').fill('560001');
  await expect(main.getByLabel('शहर')).toHaveValue('Bangalore');
  await main.getByRole('checkbox', { name: 'मैंने निजता सूचना पढ़ ली है और मैं सहमत हूँ' }).check();
  await main.getByRole('button', { name: 'आगे बढ़ें' }).click();

  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await expect(main.getByRole('heading', { name: 'आधार KYC' })).toBeVisible();
  await main
    .getByLabel('आधार के अगले हिस्से की फ़ोटो')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(1) });
  for (const box of ['आधार का पिछला हिस्सा', 'प्रोफ़ाइल सेल्फ़ी']) {
    await main.getByRole('button', { name: `कैमरा इस्तेमाल करें: ${box}` }).click();
    const camera = page.getByRole('dialog', { name: `कैमरा: ${box}` });
    await camera.getByRole('button', { name: 'फ़ोटो लें' }).click();
    await expect(camera).toBeHidden();
    await expect(main.getByRole('img', { name: `${box}: चुनी गई फ़ोटो` })).toBeVisible();
  }
  await main.getByRole('button', { name: 'साइन अप करें' }).click();
  // Signed in by the registration: what is next, in Hindi, and straight to the fee's checkout.
  await expect(
    page.getByText('पंजीकरण हो गया! अब ₹121 का पंजीकरण शुल्क भरें; उसके बाद एडमिन आपका खाता मंज़ूर करेंगे।'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/checkout$/);
  await page.goto('/profile');
  await expect(main.getByRole('heading', { name: 'खाते की स्थिति' })).toBeVisible();
  await expect(main.getByText('एडमिन की मंज़ूरी का इंतज़ार है')).toBeVisible();
  await expect(main.getByText('भुगतान बाकी')).toBeVisible();
  // The language she reads in is on her profile: her emails and push come in Hindi.
  await expect
    .poll(async () => ((await (await page.request.get('/api/auth/getuser')).json()) as { user: User }).user.language)
    .toBe('hi');
});
