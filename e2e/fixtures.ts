import { expect, test as base, type BrowserContext } from '@playwright/test';
import { accounts } from './accounts';

export type AccountName = keyof typeof accounts;

/**
 * Signs a seeded account in through the login API. The context's requests share its cookie jar,
 * so the session cookie the server sets is there for every page of the context: the journey
 * starts signed in without loading and filling the login page. Journeys about signing in itself
 * (guards, login-errors, recovery, register, the phone's keyboard sign-in) use the form instead
 * (helpers.ts `signIn`).
 */
export async function startSession(context: BrowserContext, account: AccountName) {
  const { email, password } = accounts[account];
  const res = await context.request.post('/api/auth/login', { data: { emailOrPhone: email, password } });
  expect(res.status(), `signing in ${email}`).toBe(200);
}

/**
 * Playwright's `test` with one option: `test.use({ signedInAs: 'admin' })` starts each test's
 * page signed in as that account (startSession on its context). A second person in the same
 * journey gets a context of their own from `browser.newContext()` and startSession.
 */
export const test = base.extend<{ signedInAs: AccountName | undefined }>({
  signedInAs: [undefined, { option: true }],
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs) await startSession(context, signedInAs);
    await use(context);
  },
});

export { expect };
