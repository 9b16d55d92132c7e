import { CLIENT_ROUTES, pathAliases, paths, PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { accounts } from './accounts';
import { describeFindings, findBlockingIssues } from './axe';
import { startSession, type AccountName } from './fixtures';
import { bookablePlumber, freeTime, paidBooking } from './marketplace-data';

/**
 * The accessibility journeys' plan: every client route, as the person who can see
 * it, scanned by axe once its real content is on screen. a11y.spec.ts runs it on a desktop,
 * a11y.phone.spec.ts on a 360 px phone.
 */

/** Who looks at a page: a visitor, an approved member, a member awaiting approval, the admin. */
export type Viewer = 'visitor' | 'member' | 'waiting' | 'admin';

/** How a test names them. */
export const viewerNames: Record<Viewer, string> = {
  visitor: 'a visitor',
  member: 'an approved member',
  waiting: 'a member awaiting approval',
  admin: 'the admin',
};

const signedIn: Record<Exclude<Viewer, 'visitor'>, AccountName> = {
  member: 'member',
  waiting: 'pending',
  admin: 'admin',
};

type Visit = {
  /** The route of `paths` this visit covers. */
  route: string;
  /** Where to go, when not the route itself (a query), or how to get there by clicking. */
  url?: string | ((page: Page) => Promise<string>);
  open?: (page: Page) => Promise<void>;
  /** Navigation state the page needs (as the app's own links pass it). */
  state?: unknown;
  /** The tab title once the page is there: 'Login' → 'Login · Sevak'. */
  title: string | null;
  /** Content that is there only once the page's data has loaded. */
  ready?: (main: Locator) => Locator;
  /** Something opened on the page (a dialog), scanned too. */
  then?: { name: string; act: (page: Page) => Promise<void> };
};

const main = (page: Page) => page.getByRole('main');

/** All Users, filtered to the approved member. */
const memberInAllUsers = `${paths.admin.users}?search=${encodeURIComponent(accounts.member.email)}`;

/** The pages the app opens from a member's row of All Users, with the record in navigation state. */
/** The member's row in All Users: a table row when wide, a card (list item) on a phone. */
function memberRecord(page: Page) {
  const m = main(page);
  return m.getByRole('row').or(m.getByRole('listitem')).filter({ hasText: accounts.member.email });
}

async function fromMemberRow(page: Page, button: string) {
  await navigate(page, memberInAllUsers, null);
  await memberRecord(page).getByRole('button', { name: button }).click();
}

/** The provider a search finds, for the pages about one provider. */
const kiranSearch = `${paths.services}?q=${encodeURIComponent('Kiran Electricals')}`;
async function kiranId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/services/search?q=${encodeURIComponent('Kiran Electricals')}`);
  if (res.ok()) {
    const body = (await res.json()) as { providers?: { _id: string }[] };
    if (body.providers?.[0]) return body.providers[0]._id;
  }
  throw new Error(`no provider id from the search API: ${res.status()} ${await res.text()}`);
}

/** A paid booking of the member's with a plumber made for it (a seeded provider has no rate card nor hours). */
async function paidBookingOfMember(page: Page): Promise<string> {
  // Made while no page of the app is open: its notice would toast over the next pages scanned.
  const back = page.url();
  await page.goto('about:blank');
  const plumber = await bookablePlumber(page.context().browser()!, {
    title: 'Tap repair',
    price: 500,
    instantBooking: true,
  });
  const slot = await freeTime(page.request, plumber.id, 'tomorrow-ten');
  const id = await paidBooking(page.request, plumber.id, slot, accounts.member.phone);
  await page.goto(back);
  await expect(page.locator('.sevak-start')).toHaveCount(0);
  return id;
}

const registrationForm = {
  name: 'Anita Kulkarni',
  email: 'anita.a11y@gmail.com',
  phone: '9876501234',
  password: 'Anita@a11y-2026',
  confirmpassword: 'Anita@a11y-2026',
  address: { area: 'MG Road', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '560001' },
  businessCategory: [],
  businessName: '',
  businessAddress: '',
  businessDetaile: '',
  referralCode: '',
  privacyConsent: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  marketingConsent: false,
};

const testOrder = {
  provider: 'local',
  keyId: 'local',
  orderId: 'order_A11yCheckout01',
  receipt: 'SVK-R-A11Y000001',
  amount: 121,
  currency: 'INR',
  prefill: { name: accounts.pending.name, email: accounts.pending.email, contact: accounts.pending.phone },
};

export const plan: Record<Viewer, Visit[]> = {
  visitor: [
    {
      route: paths.home,
      title: null,
      ready: (m) => m.getByRole('link', { name: 'Electrician', exact: true }),
      then: {
        name: 'side menu',
        act: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
        },
      },
    },
    {
      route: paths.services,
      url: kiranSearch,
      title: 'Find a service',
      ready: (m) => m.getByRole('link', { name: 'Kiran Electricals' }),
    },
    // The same search near a pincode: the point, distances and the filters that need one (Nearest).
    {
      route: paths.services,
      url: `${kiranSearch}&near=560001&sort=distance`,
      title: 'Find a service',
      ready: (m) => m.getByText('Near 560001, Bangalore'),
    },
    { route: paths.aboutUs, title: 'About Us' },
    { route: paths.privacyPolicy, title: 'Privacy Policy' },
    // Scrolled to its foot too: the footer's operator lines load only once it is in view.
    {
      route: paths.rankingPolicy,
      title: 'How results are ranked',
      then: {
        name: 'footer',
        act: async (page) => {
          await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
          await expect(page.getByRole('contentinfo').locator('address')).toBeVisible();
        },
      },
    },
    { route: paths.login, title: 'Login' },
    { route: paths.register, title: 'Create an account' },
    { route: paths.registerAadhaar, state: { form: registrationForm }, title: 'Aadhaar KYC' },
    { route: paths.forgotPassword, title: 'Forgot password' },
    { route: paths.phoneSignIn, title: 'Sign in with a code' },
    { route: paths.verifyOtp, state: { email: accounts.forgetful.email }, title: 'Verify code' },
    { route: paths.resetPassword, state: { email: accounts.forgetful.email }, title: 'Reset password' },
    {
      route: paths.sendRequest,
      url: async (page) => `${paths.sendRequest}?id=${await kiranId(page)}`,
      title: 'Send a request',
    },
    // Open to visitors: a provider's page (no contacts) and customer care's contacts.
    {
      route: paths.serviceDetail,
      url: async (page) => `${paths.serviceDetail}?id=${await kiranId(page)}`,
      title: 'Kiran Electricals',
      ready: (m) => m.getByRole('region', { name: 'Reviews' }),
    },
    { route: paths.support, title: 'Customer Care', ready: (m) => m.getByRole('link', { name: 'Join Sevak' }) },
    { route: '*', url: '/no-such-page', title: 'Page not found' },
  ],
  member: [
    { route: paths.profile, title: 'Profile', ready: (m) => m.getByText(accounts.member.email).first() },
    { route: paths.editProfile, title: 'Edit profile', ready: (m) => m.getByLabel('Name', { exact: true }) },
    {
      route: paths.deleteAccount,
      title: 'Delete my account',
      ready: (m) => m.getByRole('button', { name: 'Delete my account for good' }),
    },
    { route: paths.myData, title: 'My data', ready: (m) => m.getByRole('button', { name: 'Request my data' }) },
    {
      route: paths.serviceDetail,
      url: async (page) => `${paths.serviceDetail}?id=${await kiranId(page)}`,
      title: 'Kiran Electricals',
    },
    // A member on the current notice sees it with the day they accepted it (consent.spec.ts: a changed one).
    {
      route: paths.privacyNotice,
      title: 'Privacy notice',
      ready: (m) => m.getByRole('region', { name: 'Privacy notice' }),
    },
    { route: paths.work, title: 'Work' },
    // A booking of the member's, paid (a plumber made for it): the start code, a new time, Cancel.
    {
      route: paths.booking,
      url: async (page) => `${paths.booking}?id=${await paidBookingOfMember(page)}`,
      title: 'Tap repair',
      ready: (m) => m.getByText(/^\d{4}$/),
    },
    { route: paths.wallet, title: 'Wallet' },
    { route: paths.team, title: 'Team' },
    // The member has no business category: the page points to Edit profile (the form: rate-card.spec.ts).
    { route: paths.myServices, title: 'My services', ready: (m) => m.getByRole('link', { name: 'Edit profile' }) },
    { route: paths.myHours, title: 'Working hours', ready: (m) => m.getByRole('button', { name: 'Save hours' }) },
    { route: paths.ekyc, title: 'Bank account (e-KYC)' },
    { route: paths.support, title: 'Customer Care' },
    { route: paths.tickets, title: 'Your Support Tickets' },
    { route: paths.uploadAadhaar, title: 'Upload Aadhaar' },
  ],
  waiting: [
    { route: paths.profile, title: 'Account status' },
    // A provider's page, with why they cannot send a request yet.
    {
      route: paths.serviceDetail,
      url: async (page) => `${paths.serviceDetail}?id=${await kiranId(page)}`,
      title: 'Kiran Electricals',
      ready: (m) => m.getByText('You can send requests once an admin approves your account.'),
    },
    { route: paths.payCheckout, state: { order: testOrder }, title: 'Sevak test checkout' },
  ],
  admin: [
    { route: paths.admin.dashboard, title: 'Dashboard', ready: (m) => m.getByText('Revenue this month') },
    {
      route: paths.admin.users,
      url: memberInAllUsers,
      title: 'All Users',
      ready: (m) => memberRecord(m.page()),
      then: {
        name: 'User Details',
        act: async (page) => {
          await memberRecord(page).getByRole('button', { name: 'Details' }).click();
          await expect(
            page.getByRole('dialog', { name: 'User Details' }).getByText(accounts.member.phone),
          ).toBeVisible();
        },
      },
    },
    {
      route: paths.admin.editUser,
      open: (page) => fromMemberRow(page, `Edit ${accounts.member.name}`),
      title: 'Edit User',
      ready: (m) => m.getByLabel('Email'),
    },
    {
      route: paths.admin.addRemark,
      open: (page) => fromMemberRow(page, `Remarks for ${accounts.member.name}`),
      title: 'Remark Checklist',
    },
    { route: paths.admin.manageAdmin, title: 'Manage Admin' },
    { route: paths.admin.assignReferral, title: 'Assign Referrals' },
    { route: paths.admin.manageCategory, title: 'Manage Category', ready: (m) => m.getByText('Electrician').first() },
    { route: paths.admin.approve, title: 'Registered Users' },
    { route: paths.admin.support, title: 'All Tickets' },
    {
      route: paths.admin.createUser,
      title: 'Create User',
      // The webcam popup, with Chromium's fake camera.
      then: {
        name: 'camera',
        act: async (page) => {
          await main(page).getByRole('button', { name: 'Use camera for Profile selfie' }).click();
          const camera = page.getByRole('dialog', { name: 'Camera: Profile selfie' });
          await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
        },
      },
    },
    { route: paths.admin.withdrawals, title: 'Withdrawal Requests' },
    { route: paths.admin.bookings, title: 'Bookings' },
    { route: paths.admin.messageReports, title: 'Reported Messages' },
    { route: paths.admin.taxExports, title: 'Tax Exports' },
    {
      route: paths.admin.paymentInvoices,
      title: 'Payment Reports',
      ready: (m) => m.getByText('pay_E2eSeededPay01').first(),
    },
    { route: paths.admin.auditLog, title: 'Audit Log' },
    { route: paths.admin.pendingKycs, title: 'Pending e-KYCs' },
    { route: paths.admin.monthlyInvestments, title: 'Monthly Income Investors' },
    { route: paths.admin.yearlyInvestments, title: 'Fixed Deposit Investors' },
  ],
};

/** Routes no visit covers, each with its reason. */
export const notScanned: Record<string, string> = {
  [paths.registerNext]: 'redirects to /register',
  ...Object.fromEntries(Object.entries(pathAliases).map(([from, to]) => [from, `an alias: redirects to ${to}`])),
};

/** The client routes no visit covers and no reason excuses: a new route must join the plan. */
export function forgottenRoutes(): string[] {
  const covered = new Set(Object.values(plan).flatMap((visits) => visits.map((visit) => visit.route)));
  return [...CLIENT_ROUTES].filter((route) => !covered.has(route) && !(route in notScanned));
}

/**
 * Goes to a page inside the running app, as its own links do (a full load would show the 2 s
 * start loader every time): a history entry with the router's state shape, then the popstate the
 * router listens to.
 */
export async function navigate(page: Page, url: string, state: unknown) {
  await page.evaluate(
    ({ url, state }) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { url, state },
  );
}

/** Waits for the page to be there whole: its title, no spinner or skeleton, its data. */
async function waitForPage(page: Page, visit: Visit) {
  const title = visit.title === null ? 'Sevak' : `${visit.title} · Sevak`;
  await expect(page).toHaveTitle(title);
  await expect(page.locator('.sevak-start')).toHaveCount(0);
  if (visit.ready) await expect(visit.ready(main(page))).toBeVisible();
  await expect(main(page).locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
  await settle(page);
}

/** Waits for transitions to end (a dialog fading in is mid-blend: its colours are not yet its own). */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Visits every page of the plan for one viewer in one signed-in tab, scanning each; collects the
 * findings of all pages so one run names everything to fix.
 */
/**
 * The time a viewer's scan may take: 5 s a page, for a busy 2-core machine (the admin's pages,
 * the Reported Messages one added, went past the default minute in CI), never less than a minute.
 */
export const scanTimeoutOf = (viewer: Viewer) => Math.max(60_000, plan[viewer].length * 5_000);

export async function scanPagesOf(browser: Browser, viewer: Viewer, size: string) {
  const context = await browser.newContext({ bypassCSP: true });
  try {
    if (viewer !== 'visitor') await startSession(context, signedIn[viewer]);
    const page = await context.newPage();
    const first = plan[viewer][0]!;
    await page.goto(typeof first.url === 'string' ? first.url : first.route);
    const report: string[] = [];
    let count = 0;
    for (const [index, visit] of plan[viewer].entries()) {
      if (index > 0) {
        if (visit.open) await visit.open(page);
        else {
          const url = typeof visit.url === 'function' ? await visit.url(page) : (visit.url ?? visit.route);
          await navigate(page, url, visit.state);
        }
      }
      await waitForPage(page, visit);
      const where = `${viewer} ${size} ${new URL(page.url()).pathname}`;
      const findings = await findBlockingIssues(page);
      count += findings.length;
      if (findings.length > 0) report.push(describeFindings(where, findings));
      await shoot(page, where);
      if (visit.then) {
        await visit.then.act(page);
        await settle(page);
        const inDialog = await findBlockingIssues(page);
        count += inDialog.length;
        if (inDialog.length > 0) report.push(describeFindings(`${where} (${visit.then.name})`, inDialog));
        await shoot(page, `${where} ${visit.then.name}`);
        await page.keyboard.press('Escape');
      }
    }
    return { count, report: report.join('\n\n') };
  } finally {
    await context.close();
  }
}

/** With A11Y_SHOTS=<folder>, a screenshot of each page scanned, for a person to look at the colours. */
async function shoot(page: Page, name: string) {
  const dir = process.env.A11Y_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name.replace(/[^\w-]+/g, '_')}.png`, fullPage: false });
}
