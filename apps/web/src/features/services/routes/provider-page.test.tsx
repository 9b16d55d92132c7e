// @vitest-environment happy-dom
import {
  freeDaysSchema,
  paths,
  providerDetailSchema,
  providerReviewListSchema,
  providerReviewSchema,
  serviceListSchema,
  serviceSchema,
  slotListSchema,
  type ProviderDetail,
  type ProviderReview,
  type Service,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeProvider, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const NO_SERVICES = fixture(serviceListSchema, { services: [] });

const PROVIDER = makeProvider({ businessDetails: 'Leaks, taps and tanks.\n  Same-day visits.' });

const review = (n: number, overrides: Partial<ProviderReview> = {}): ProviderReview =>
  fixture(providerReviewSchema, {
    _id: `80000000-0000-4000-8000-00000000000${n}`,
    rating: 4,
    comment: 'Fixed the leak quickly.',
    category: 'Plumber',
    reviewerName: 'Asha',
    createdAt: '2026-03-04T18:30:00Z',
    reply: null,
    ...overrides,
  });

/** The first find of a test waits for the page's code to load (slow on a busy machine). */
const FIRST = { timeout: 5000 };

const page = (id = PROVIDER._id) => `${paths.serviceDetail}?id=${id}`;

type Handler = (path: string) => Response | undefined;

function renderProvider(
  user: ReturnType<typeof makeUser> | null = makeUser(),
  provider: ProviderDetail | null = PROVIDER,
  services = NO_SERVICES,
  { url = page(), handle = () => undefined }: { url?: string; handle?: Handler } = {},
) {
  return renderApp(url, {
    user,
    onFetch: (path) => {
      const answer = handle(path);
      if (answer) return answer;
      if (path === `/api/providers/${PROVIDER._id}/services`) return jsonResponse(services);
      if (path === `/api/services/provider/${PROVIDER._id}`) {
        return provider
          ? jsonResponse(provider)
          : errorResponse('PROVIDER_NOT_FOUND', { message: 'Provider not found' });
      }
      if (path === `/api/services/provider/${PROVIDER._id}/reviews`) {
        return jsonResponse(
          fixture(providerReviewListSchema, { reviews: [review(1, { reply: 'Thank you, Asha!' })], nextCursor: 'c1' }),
        );
      }
      if (path === `/api/services/provider/${PROVIDER._id}/reviews?cursor=c1`) {
        return jsonResponse(
          fixture(providerReviewListSchema, {
            reviews: [review(2, { rating: 5, comment: '', reviewerName: 'Meena', category: 'Electrician' })],
            nextCursor: null,
          }),
        );
      }
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

describe('provider page', () => {
  it('shows the provider, a link to the request form, and their reviews page by page', async () => {
    const { user } = renderProvider();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Plumbing Works' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send request' }).getAttribute('href')).toBe(
      `/work/sendrequest?id=${PROVIDER._id}`,
    );
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plumber' }).getAttribute('href')).toBe('/servises?category=Plumber');
    expect(screen.getByRole('link', { name: 'Electrician' })).toBeTruthy();
    expect(screen.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(screen.getByText('Jan 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About the business' });
    expect(within(about).getByText(/Same-day visits/).textContent).toBe('Leaks, taps and tanks.\n  Same-day visits.');

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('Fixed the leak quickly.')).toBeTruthy();
    expect(within(reviews).getByText('Asha')).toBeTruthy();
    expect(within(reviews).getByText('05 Mar 2026')).toBeTruthy();
    expect(within(reviews).getByText('The provider replied')).toBeTruthy();
    expect(within(reviews).getByText('Thank you, Asha!')).toBeTruthy();

    await user.click(within(reviews).getByRole('button', { name: 'Load more' }));
    expect(await within(reviews).findByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('Meena')).toBeTruthy();
    // Only the first review has a reply.
    expect(within(reviews).getAllByText('The provider replied')).toHaveLength(1);
    expect(within(reviews).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows the seller's name, city and state, rating and how to complain, and no contacts before a booking", async () => {
    renderProvider(null);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Ravi Plumbing Works' }, FIRST)).toBeTruthy();
    expect(main.getByText('Ravi Kumar')).toBeTruthy();
    expect(main.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(main.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    expect(
      main.getByText(
        'Their phone number is shared with you once they accept your request, or once your booking is paid.',
      ),
    ).toBeTruthy();
    expect(main.getByText(/Sevak’s Customer Care and our Grievance officer take complaints/)).toBeTruthy();
    expect(main.getByRole('link', { name: 'Make a complaint' }).getAttribute('href')).toBe(paths.support);
    // Nothing to call or write to: the API sends no contacts, and the page makes none up.
    const links = main.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => /^(tel|mailto):/.test(href))).toEqual([]);
  });

  it('has no Send request on your own page, and says when there are no reviews', async () => {
    renderApp(page(), {
      user: makeUser({ _id: PROVIDER._id }),
      onFetch: (path) =>
        path.endsWith('/reviews')
          ? jsonResponse(fixture(providerReviewListSchema, { reviews: [], nextCursor: null }))
          : jsonResponse(
              fixture(providerDetailSchema, { ...PROVIDER, businessDetails: null, reviewCount: 0, rating: null }),
            ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Plumbing Works' }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Send request' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'About the business' })).toBeNull();
    // Their own page does not tell them how to complain about themselves.
    expect(screen.queryByRole('link', { name: 'Make a complaint' })).toBeNull();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('No reviews yet')).toBeTruthy();
  });

  it('opens for a member awaiting approval, who is told when they can send a request', async () => {
    renderProvider(makeUser({ isAdminApproved: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Plumbing Works' }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Send request' })).toBeNull();
    expect(
      screen.getByText('You can send requests once an admin approves your account.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your account status' }).getAttribute('href')).toBe(paths.profile);
    // The reviews are theirs to read.
    expect(await screen.findByText('Fixed the leak quickly.')).toBeTruthy();
  });

  it('lists the active services with their prices, durations and descriptions, each with a Request and a Book', async () => {
    const service = (n: number, fields: Partial<Service>): Service =>
      fixture(serviceSchema, {
        _id: `90000000-0000-4000-8000-00000000000${n}`,
        providerId: PROVIDER._id,
        category: 'Plumber',
        title: 'Tap or pipe repair',
        description: '',
        priceType: 'fixed',
        price: 499,
        durationMinutes: 60,
        active: true,
        ...fields,
      });
    renderProvider(
      makeUser(),
      PROVIDER,
      fixture(serviceListSchema, {
        services: [
          service(1, { description: 'Leaks and drips fixed on the spot.' }),
          service(2, { title: 'Bathroom fitting', priceType: 'hourly', price: 350, durationMinutes: 90 }),
          service(3, { title: 'Water tank overhaul', priceType: 'quote', price: null, durationMinutes: 240 }),
          // The provider's own hidden one is not for seekers.
          service(4, { title: 'Old hidden service', active: false }),
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Services and prices' }, FIRST);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tap or pipe repair₹499 · 1 hLeaks and drips fixed on the spot.BookRequest',
      'Bathroom fitting₹350 an hour · 1 h 30 minBookRequest',
      'Water tank overhaulOn quote · 4 hBookRequest',
    ]);
    expect(within(section).getByRole('link', { name: 'Request Bathroom fitting' }).getAttribute('href')).toBe(
      `/work/sendrequest?id=${PROVIDER._id}`,
    );
    // A service on quote is booked too: the provider answers with a price before anything is paid.
    expect(within(section).getByRole('button', { name: 'Book Water tank overhaul' })).toBeTruthy();
  });

  describe('booking a time', () => {
    // Wednesday 2 December 2026, 11:30 am in India.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-02T06:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    const repair = fixture(serviceSchema, {
      _id: '90000000-0000-4000-8000-000000000011',
      providerId: PROVIDER._id,
      category: 'Plumber',
      title: 'Tap or pipe repair',
      description: '',
      priceType: 'fixed',
      price: 499,
      durationMinutes: 60,
      active: true,
    });
    const rateCard = fixture(serviceListSchema, { services: [repair] });
    /** 10:00 and 10:30 am in India on Saturday 5 December. */
    const TEN = '2026-12-05T04:30:00.000Z';
    const HALF_PAST_TEN = '2026-12-05T05:00:00.000Z';
    const handle: Handler = (path) => {
      if (path === `/api/providers/${PROVIDER._id}/free-days?serviceId=${repair._id}`)
        return jsonResponse(fixture(freeDaysSchema, { days: ['2026-12-02', '2026-12-03', '2026-12-05'] }));
      if (path === `/api/providers/${PROVIDER._id}/slots?serviceId=${repair._id}&date=2026-12-05`) {
        return jsonResponse(
          fixture(slotListSchema, {
            slots: [
              { start: TEN, end: '2026-12-05T05:30:00.000Z' },
              { start: HALF_PAST_TEN, end: '2026-12-05T06:00:00.000Z' },
            ],
          }),
        );
      }
      return undefined;
    };
    const chosenSearch = `?id=${PROVIDER._id}&service=${repair._id}&date=2026-12-05&slot=${encodeURIComponent(TEN)}`;

    it('offers the free days of the next 30, then the free times of the one chosen; a visitor is asked to sign in and the time stays in the address', async () => {
      const visitor = renderProvider(null, PROVIDER, rateCard, { handle });
      const { user, router } = visitor;
      const section = await screen.findByRole('region', { name: 'Services and prices' }, FIRST);
      const book = within(section).getByRole('button', { name: 'Book Tap or pipe repair' });
      expect(book.getAttribute('aria-expanded')).toBe('false');
      await user.click(book);
      expect(book.getAttribute('aria-expanded')).toBe('true');

      const picker = await screen.findByRole('region', { name: 'Choose a time for Tap or pipe repair' });
      const days = within(await within(picker).findByRole('group', { name: 'Choose a day' })).getAllByRole('button');
      // Today to 30 days ahead, the free ones enabled.
      expect(days).toHaveLength(31);
      expect(days.map((day) => day.textContent)[0]).toBe('Today 2 Dec');
      const enabled = days.filter((day) => !(day as HTMLButtonElement).disabled).map((day) => day.textContent);
      expect(enabled).toEqual(['Today 2 Dec', 'Tomorrow 3 Dec', 'Sat 5 Dec']);
      expect(days.at(-1)!.textContent).toBe('Fri 1 Jan');

      await user.click(within(picker).getByRole('button', { name: 'Sat 5 Dec' }));
      expect(within(picker).getByRole('button', { name: 'Sat 5 Dec' }).getAttribute('aria-pressed')).toBe('true');
      const times = await within(picker).findByRole('group', { name: 'Free times on Sat 5 Dec' });
      expect(
        within(times)
          .getAllByRole('button')
          .map((time) => time.textContent),
      ).toEqual(['10:00 am', '10:30 am']);
      await user.click(within(times).getByRole('button', { name: '10:00 am' }));

      await waitFor(() => expect(router.state.location.search).toBe(chosenSearch));
      const chosen = await within(picker).findByRole('status');
      expect(chosen.textContent).toContain('You chose Tap or pipe repair, Sat 5 Dec, 10:00 am.');
      expect(chosen.textContent).toContain('Sign in to book this time.');
      expect(within(chosen).getByRole('link', { name: 'Join Sevak' }).getAttribute('href')).toBe(paths.register);
      await user.click(within(chosen).getByRole('link', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Sign in' }, FIRST)).toBeTruthy();
      // Login goes back to the whole address: the service, the day and the time.
      expect(router.state.location.state).toEqual({
        from: { pathname: paths.serviceDetail, search: chosenSearch, hash: '' },
      });
      visitor.unmount();

      // Signed in, back on that address: the same time, chosen, and on to booking it.
      renderProvider(makeUser(), PROVIDER, rateCard, { url: `${paths.serviceDetail}${chosenSearch}`, handle });
      const again = await screen.findByRole('region', { name: 'Choose a time for Tap or pipe repair' }, FIRST);
      expect((await within(again).findByRole('button', { name: 'Sat 5 Dec' })).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect((await within(again).findByRole('button', { name: '10:00 am' })).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(within(again).getByRole('button', { name: '10:30 am' }).getAttribute('aria-pressed')).toBe('false');
      const status = within(again).getByRole('status');
      expect(status.textContent).toContain('You chose Tap or pipe repair, Sat 5 Dec, 10:00 am.');
      expect(within(status).getByRole('button', { name: 'Continue' })).toBeTruthy();
    });

    it('says when the chosen time is no longer free, and when a day has none left', async () => {
      const gone = `?id=${PROVIDER._id}&service=${repair._id}&date=2026-12-05&slot=${encodeURIComponent('2026-12-05T08:00:00.000Z')}`;
      const { user } = renderProvider(makeUser(), PROVIDER, rateCard, {
        url: `${paths.serviceDetail}${gone}`,
        handle: (path) =>
          path.includes('date=2026-12-03') ? jsonResponse(fixture(slotListSchema, { slots: [] })) : handle(path),
      });
      const picker = await screen.findByRole('region', { name: 'Choose a time for Tap or pipe repair' }, FIRST);
      expect(await within(picker).findByText('That time is no longer free. Choose another.')).toBeTruthy();
      expect(within(picker).queryByRole('button', { name: 'Continue' })).toBeNull();

      await user.click(within(picker).getByRole('button', { name: 'Tomorrow 3 Dec' }));
      expect(await within(picker).findByText('No free times left on this day. Choose another day.')).toBeTruthy();
    });
  });

  it('shows no services section when the provider lists none', async () => {
    renderProvider();
    expect(await screen.findByText('Fixed the leak quickly.', {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Services and prices' })).toBeNull();
  });

  it('says when the provider is not found (404)', async () => {
    renderProvider(makeUser(), null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find other services' }).getAttribute('href')).toBe(paths.services);
  });

  it('asks nothing for a missing or malformed id', async () => {
    const { fetchMock } = renderApp(page('not-an-id'), { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' }, FIRST)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/services'))).toEqual([]);
  });
});
