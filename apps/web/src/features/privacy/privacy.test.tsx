// @vitest-environment happy-dom
import {
  consentAnswerSchema,
  paths,
  PRIVACY_NOTICE,
  PRIVACY_NOTICE_VERSION,
  privacyMessages,
  type ConsentAnswer,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  errorResponse,
  fixture,
  jsonResponse,
  makeAdmin,
  makeUser,
  PUBLIC_CONFIG,
} from '../../test/fixtures';
import { callsTo, renderApp } from '../../test/render-app';

/** Notice and consent on the web: the guard, the accept page, the marketing switch. */

const consents = (overrides: Partial<ConsentAnswer> = {}) =>
  fixture(consentAnswerSchema, {
    success: true,
    message: privacyMessages.accepted,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeAcceptedAt: '2026-11-28T10:00:00.000Z',
    marketingConsent: false,
    marketingConsentAt: null,
    ...overrides,
  });

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

/** The calls every page makes, and `handle` for the ones a test is about. */
const api =
  (handle: Handler = () => undefined) =>
  (path: string, init: RequestInit | undefined) => {
    const answer = handle(path, init);
    if (answer) return answer;
    if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
    if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
    if (path === '/api/team' || path.startsWith('/api/wallet')) return jsonResponse({}, 404);
    throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
  };

const main = () => within(screen.getByRole('main'));

describe('a member on an old privacy notice', () => {
  it.each([
    ['no version (an account older than versioned notices)', null],
    ['an older version', '2020-01-01'],
  ])('with %s is sent to /privacyNotice from a member page, accepts, and comes back', async (_, noticeVersion) => {
    const member = makeUser({ noticeVersion, noticeAcceptedAt: null });
    const { user, router, fetchMock } = renderApp(`${paths.uploadAadhaar}?from=test`, {
      user: member,
      onFetch: api((path, init) =>
        path === '/api/auth/privacy-notice' && init?.method === 'PUT' ? jsonResponse(consents()) : undefined,
      ),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.privacyNotice));
    expect(await screen.findByRole('heading', { name: privacyMessages.acceptTitle, level: 1 })).toBeTruthy();
    const notice = main().getByRole('region', { name: PRIVACY_NOTICE.title });
    for (const section of PRIVACY_NOTICE.sections)
      expect(within(notice).getByRole('heading', { name: section.heading }), section.heading).toBeTruthy();

    await user.click(main().getByRole('button', { name: privacyMessages.acceptButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.uploadAadhaar));
    expect(router.state.location.search).toBe('?from=test');
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/auth/privacy-notice') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({ version: PRIVACY_NOTICE_VERSION });
  });

  it('may still take their data, complain or leave without accepting: the notice links there', async () => {
    const { router } = renderApp(paths.privacyNotice, {
      user: makeUser({ noticeVersion: null }),
      onFetch: api((path) =>
        path === '/api/auth/delete-account'
          ? jsonResponse({ openWithdrawals: 0, activeInvestments: 0, balance: 0, canDelete: true })
          : undefined,
      ),
    });
    expect(await screen.findByText(privacyMessages.disagree)).toBeTruthy();
    for (const [name, path] of [
      [privacyMessages.myDataLink, paths.myData],
      [privacyMessages.supportLink, paths.support],
      [privacyMessages.deleteAccountLink, paths.deleteAccount],
    ] as const)
      expect(main().getByRole('link', { name }).getAttribute('href')).toBe(path);
    // The page of a right opens as it is.
    await router.navigate(paths.deleteAccount);
    expect(await screen.findByRole('heading', { name: 'Delete my account', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.deleteAccount);
  });

  it('is asked on approved members’ pages too (the profile)', async () => {
    const { router } = renderApp(paths.profile, {
      user: makeUser({ noticeVersion: '2020-01-01' }),
      onFetch: api(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.privacyNotice));
  });

  it('stays on the page and says so when the acceptance fails', async () => {
    const { user, router } = renderApp(paths.privacyNotice, {
      user: makeUser({ noticeVersion: null }),
      onFetch: api((path) =>
        path === '/api/auth/privacy-notice'
          ? errorResponse('VALIDATION_FAILED', { message: privacyMessages.noticeChanged })
          : undefined,
      ),
    });
    await user.click(await screen.findByRole('button', { name: privacyMessages.acceptButton }));
    expect(await main().findByText(privacyMessages.noticeChanged)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.privacyNotice);
  });
});

describe('no question for', () => {
  it('a member on the current notice: the page is shown', async () => {
    const { router } = renderApp(paths.uploadAadhaar, { user: makeUser(), onFetch: api() });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe(paths.uploadAadhaar);
  });

  it('an admin, whatever their version (staff, not a member using the service)', async () => {
    const { router } = renderApp(paths.uploadAadhaar, { user: makeAdmin({ noticeVersion: null }), onFetch: api() });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe(paths.uploadAadhaar);
  });

  it('a member opening /privacyNotice with nothing to accept: the notice, when they accepted it, a way on', async () => {
    const { user, router } = renderApp(paths.privacyNotice, {
      user: makeUser({ noticeAcceptedAt: '2026-11-27T04:30:00.000Z' }),
      onFetch: api((path) =>
        path.startsWith('/api/') && path !== '/api/config/public' ? jsonResponse({}, 404) : undefined,
      ),
    });
    expect(await screen.findByRole('heading', { name: PRIVACY_NOTICE.title, level: 1 })).toBeTruthy();
    expect(main().getByText('You accepted this notice on 27 Nov 2026, 10:00 am.')).toBeTruthy();
    expect(main().queryByRole('button', { name: privacyMessages.acceptButton })).toBeNull();
    await user.click(main().getByRole('link', { name: privacyMessages.goOn }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });

  it('a visitor opening /privacyNotice: sent to sign in', async () => {
    const { router } = renderApp(paths.privacyNotice, { onFetch: api() });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });
});

describe('the marketing switch on /editprofile', () => {
  it('shows the member’s choice with a visible label, and gives and withdraws consent', async () => {
    let answer = consents({ message: privacyMessages.marketingOn, marketingConsent: true });
    const { user, fetchMock } = renderApp(paths.editProfile, {
      user: makeUser({ marketingConsent: false }),
      onFetch: api((path, init) =>
        path === '/api/auth/marketing-consent' && init?.method === 'PUT' ? jsonResponse(answer) : undefined,
      ),
    });
    const toggle = (await screen.findByRole(
      'switch',
      { name: privacyMessages.marketingSwitch },
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(toggle.checked).toBe(false);

    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(await screen.findByText(privacyMessages.marketingOn)).toBeTruthy();

    answer = consents({ message: privacyMessages.marketingOff, marketingConsent: false, marketingConsentAt: null });
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    const bodies = callsTo(fetchMock, 'PUT', '/api/auth/marketing-consent').map(([, init]) =>
      JSON.parse(init?.body as string),
    );
    expect(bodies).toEqual([{ consent: true }, { consent: false }]);
  }, 30_000);

  it('puts the switch back and says so when saving fails', async () => {
    const { user } = renderApp(paths.editProfile, {
      user: makeUser({ marketingConsent: true }),
      onFetch: api((path) =>
        path === '/api/auth/marketing-consent' ? errorResponse('INTERNAL', { message: 'Server down' }) : undefined,
      ),
    });
    const toggle = (await screen.findByRole(
      'switch',
      { name: privacyMessages.marketingSwitch },
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('Server down')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  }, 30_000);
});
