import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { startSession } from './fixtures';
import { photo } from './images';

/**
 * Signs in through the login page, as a person does, and waits to leave it: for the journeys
 * about signing in. The others start signed in (fixtures.ts).
 */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** True when the page is wider than the screen (sideways scrolling on a phone). */
export function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Types into a searchable select and picks an option, as a person does. A dropdown that closed
 * under the pointer (it repositions while the list filters and the page scrolls), or lost what was
 * typed, gets the words again and is opened with the keyboard before the next try, instead of
 * waiting for an option that will never show.
 */
export async function pickOption(page: Page, combobox: Locator, typed: string, name: string) {
  await combobox.click();
  await combobox.fill(typed);
  const option = page.getByRole('option', { name, exact: true });
  await expect(async () => {
    if (!(await option.isVisible())) {
      if ((await combobox.inputValue()) !== typed) await combobox.fill(typed);
      await combobox.press('ArrowDown');
    }
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * The figure a `<dl>` shows for a term ('Balance' → '₹25'): the `<dd>` beside the `<dt>` holding
 * exactly that text, each pair in its own box.
 */
export function figure(list: Locator, term: string): Locator {
  // Inside `has`, a locator is looked up from each candidate box: it starts from the page.
  const dt = list
    .page()
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) });
  return list.locator('div').filter({ has: dt }).last().getByRole('definition').first();
}

/** Presses Tab until `target` has the focus, as a keyboard user does; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused({ timeout: 1 });
}

/** Who registers through /register: each run new people, numbers no other run or journey uses. */
export type Registrant = { name: string; email: string; phone: string; password: string };

export function newRegistrant(): Registrant {
  const n = String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 10));
  return {
    name: 'Meena Kumari',
    email: `meena.${n}@gmail.com`,
    phone: `8${n.padStart(9, '1')}`.slice(0, 10),
    password: 'Silai-Kadhai-2026',
  };
}

/** Fills the first step of /register as a person does, fields found by label (pincode fills the place). */
export async function fillRegistration(page: Page, person: Registrant) {
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill(person.name);
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Phone').fill(person.phone);
  await main.getByLabel('Password', { exact: true }).fill(person.password);
  await main.getByLabel('Confirm password').fill(person.password);
  await main.getByLabel('Pincode').fill('560001');
  // Six digits fill the place from the offline India Post data.
  await expect(main.getByLabel('City')).toHaveValue('Bangalore');
  await expect(main.getByLabel('State')).toHaveValue('Karnataka');
  await expect(main.getByLabel('Country')).toHaveValue('India');
  await expect(main.getByLabel('Area')).not.toHaveValue('');
  await main.getByLabel('Business name').fill('Meena Tailors');
  await pickOption(page, main.getByRole('combobox', { name: 'Business category' }), 'tail', 'Tailor');
  await main.getByLabel('Business address').fill('12 Commercial Street');
  await main.getByLabel('Business details').fill('Blouses and alterations, same-day.');
  // The privacy notice's consent box, unticked until the person ticks it.
  await main.getByRole('checkbox', { name: 'I have read the privacy notice and agree' }).check();
}

/** Someone a journey registers for itself (not one of accounts.ts): no other journey touches them. */
export type Person = { id: string; name: string; email: string; phone: string; password: string };

/** As the admin, through the API, in a context of its own: setting up what a journey starts from. */
export async function asAdmin<T>(browser: Browser, act: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    await startSession(context, 'admin');
    return await act(context.request);
  } finally {
    await context.close();
  }
}

/**
 * Registers a member through the admin's Create User API and approves them (fee unpaid, which the
 * admin allows): an approved member with an empty wallet, numbers no other run or journey uses.
 */
export async function createApprovedMember(
  admin: APIRequestContext,
  name: string,
  business?: Business,
): Promise<Person> {
  const person = await createWaitingMember(admin, name, business);
  const approved = await admin.put('/api/auth/approveUser', { data: { userId: person.id, allowUnpaid: true } });
  expect(approved.status(), await approved.text()).toBe(200);
  return person;
}

/** What a provider offers: their categories (by their English names) and business name. */
export type Business = { businessCategory: string[]; businessName: string };

/**
 * The registration form as POST /auth/registerUserweb takes it: an address in Bangalore, photos
 * from `seed`, no business unless given.
 */
export async function registrationMultipart(
  person: Pick<Person, 'name' | 'email' | 'phone' | 'password'>,
  seed: number,
  business?: Business,
) {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    password: person.password,
    confirmpassword: person.password,
    address: JSON.stringify({
      area: 'MG Road',
      city: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
      pincode: '560001',
    }),
    businessCategory: JSON.stringify(business?.businessCategory ?? []),
    ...(business && { businessName: business.businessName }),
    frontAadhar: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(seed) },
    backAadhar: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(seed + 1) },
    profilePic: { name: 'profile.jpg', mimeType: 'image/jpeg', buffer: await photo(seed + 2) },
  };
}

/** Registers a member through the admin's Create User API: awaiting approval, fee unpaid. */
export async function createWaitingMember(
  admin: APIRequestContext,
  name: string,
  business?: Business,
): Promise<Person> {
  const n = String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const person = {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}.${n}@gmail.com`,
    phone: `6${n}`,
    password: 'Bank-Passbook-2026',
  };
  const created = await admin.post('/api/auth/registerUserweb', {
    multipart: await registrationMultipart(person, 41, business),
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { user: { _id: string } }).user._id;
  return { id, ...person };
}

/** startSession (fixtures.ts) for a person a journey created. */
export async function startSessionOf(context: BrowserContext, person: Person) {
  const res = await context.request.post('/api/auth/login', {
    data: { emailOrPhone: person.email, password: person.password },
  });
  expect(res.status(), `signing in ${person.email}`).toBe(200);
  // Made by the admin's Create User, they accept the privacy notice at their first sign-in.
  const accepted = await context.request.put('/api/auth/privacy-notice', { data: { version: PRIVACY_NOTICE_VERSION } });
  expect(accepted.status(), `accepting the privacy notice as ${person.email}`).toBe(200);
}

/** The admin credits a member's wallet through the API (an adjustment with its reason). */
export async function creditWallet(admin: APIRequestContext, person: Person, rupees: number, reason: string) {
  const res = await admin.post('/api/wallet/adjust', { data: { userId: person.id, amount: rupees, reason } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The bank account an e-KYC sends: State Bank of India, a person's PAN. */
export const bankAccount = {
  number: '123456789012',
  /** As the member sees it (masked to the last 4). */
  masked: 'XXXXXX9012',
  ifsc: 'SBIN0001234',
  bank: 'State Bank of India',
  pan: 'ABCPV1234F',
} as const;

/**
 * Through the API: the member sends an e-KYC of `bankAccount` (with its three photos) and the
 * admin verifies it; withdrawals then go to that account.
 */
export async function verifyBankAccount(member: APIRequestContext, admin: APIRequestContext, person: Person) {
  const kycId = await sendEkyc(member, person);
  const verified = await admin.post('/api/withdrawal/verifyKyc', { data: { kycId } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Through the API: the member sends an e-KYC of `bankAccount` (with its three photos); its id, awaiting the admin. */
export async function sendEkyc(member: APIRequestContext, person: Person): Promise<string> {
  const sent = await member.post('/api/ekyc', {
    multipart: {
      accountHolderName: person.name,
      bankAccountNumber: bankAccount.number,
      confirmBankAccountNumber: bankAccount.number,
      ifscCode: bankAccount.ifsc,
      panNumber: bankAccount.pan,
      bankProof: { name: 'passbook.jpg', mimeType: 'image/jpeg', buffer: await photo(44) },
      panCardfront: { name: 'pan-front.jpg', mimeType: 'image/jpeg', buffer: await photo(45) },
      panCardback: { name: 'pan-back.jpg', mimeType: 'image/jpeg', buffer: await photo(46) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { ekyc: { _id: string } }).ekyc._id;
}

/** Today in India, yyyy-MM-dd (the server's calendar for start dates and payouts). */
export const indianToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A day yyyy-MM-dd as a day input shows it and a person types it: '2026-03-05' → '05/03/2026'. */
export const typedDay = (day: string) => day.split('-').reverse().join('/');

/** A day plus some months, clamped to the month's end: the server's own calendar arithmetic. */
export { addMonths } from '../apps/server/src/features/investments/schedule.js';

/** A day as the app shows it ('26 Aug 2026'), formatted by the browser as the app does (formatDay). */
export const shownDay = (page: Page, day: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
      }).format(new Date(value)),
    day,
  );

/**
 * What keeps a table or list from fitting the screen, as sentences: a badge cut short
 * ('Pendi…'), a word broken across two lines ('Bangalor e'). Emails and long ids may break
 * anywhere, so words with an '@' or of more than 20 letters are not checked.
 */
export function fitProblems(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const problems: string[] = [];
    for (const label of root.querySelectorAll<HTMLElement>('.mantine-Badge-label')) {
      if (label.scrollWidth > label.clientWidth) problems.push(`badge "${label.textContent}" is cut short`);
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-/]+/g)) {
        if (word[0].includes('@') || word[0].length > 20) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`"${word[0]}" is broken across lines`);
      }
    }
    return problems;
  });
}

/**
 * The elements (their accessible label or text) not wholly on screen sideways: outside the window,
 * or outside a box around them that clips (a table's scroll box), so they cannot be seen and
 * pressed without scrolling sideways. One look for all of them.
 */
export function offScreenSideways(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) =>
    all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return true;
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const clip = up.getBoundingClientRect();
          if (box.left < clip.left - 1 || box.right > clip.right + 1) return true;
        }
        return false;
      })
      .map((el) => el.getAttribute('aria-label') ?? (el as HTMLElement).innerText),
  );
}

/** A toast (Mantine's notification, an alert outside the page's main) with this text. */
export const toastOf = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text }).and(page.locator(':not(main *)'));

/**
 * Whether the toast covers any part of `target` (their boxes overlap), once the toast has finished
 * sliding in; both are measured at the same moment. The pointer rests on the toast, which holds
 * its closing timer (Mantine's), so a slow machine measures it before it goes.
 */
export async function toastCovers(toast: Locator, target: Locator): Promise<boolean> {
  await expect(toast).toBeVisible();
  await toast.hover();
  await toast.evaluate((el) =>
    Promise.all(
      (el.closest('.mantine-Notifications-root') ?? el).getAnimations({ subtree: true }).map((a) => a.finished),
    ),
  );
  return target.evaluate(
    (el, over) => {
      const a = el.getBoundingClientRect();
      const b = (over as Element).getBoundingClientRect();
      if (b.width === 0 || b.height === 0) throw new Error('the toast is gone');
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    },
    await toast.elementHandle(),
  );
}

/** Saves the whole page when TABLES_SHOTS names a folder: before/after pictures of a layout change, never committed. */
export async function shoot(page: Page, name: string) {
  const folder = process.env.TABLES_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/**
 * The fonts Chromium drew the text of `text`'s element in (its own answer, CSS.getPlatformFontsForNode),
 * each by the font's own family name and whether the page supplied it: letters no font on the list
 * has are drawn in a system fallback font, as boxes.
 */
export async function drawnIn(text: Locator): Promise<{ family: string; webFont: boolean }[]> {
  const page = text.page();
  const probe = `font-probe-${Date.now()}`;
  await text.evaluate((el, name) => el.setAttribute('data-font-probe', name), probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${probe}"]`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => ({ family: font.familyName, webFont: font.isCustomFont }));
  } finally {
    await cdp.detach();
  }
}

/** Tomorrow at 10:00 in India: a time on the request form's 30-minute steps. */
function tomorrowAtTen(): string {
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  return `${tomorrow}T10:00:00+05:30`;
}

/** A seeker's work request to a provider, through the API (POST /work/requests), to a flat in Bangalore. */
export async function sendWorkRequest(
  seeker: APIRequestContext,
  { providerId, category, phone }: { providerId: string; category: string; phone: string },
) {
  const sent = await seeker.post('/api/work/requests', {
    data: {
      providerId,
      category,
      description: 'The kitchen tap leaks and the bathroom pipe needs a new joint',
      preferredAt: tomorrowAtTen(),
      address: { area: 'MG Road', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '560001' },
      contactPhone: phone,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}
