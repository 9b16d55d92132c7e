// @vitest-environment happy-dom
import {
  paths,
  providerDetailSchema,
  providerReviewListSchema,
  providerReviewSchema,
  serviceListSchema,
  serviceSchema,
  type ProviderDetail,
  type ProviderReview,
  type Service,
} from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    ...overrides,
  });

/** The first find of a test waits for the page's code to load (slow on a busy machine). */
const FIRST = { timeout: 5000 };

const page = (id = PROVIDER._id) => `${paths.serviceDetail}?id=${id}`;

function renderProvider(user = makeUser(), provider: ProviderDetail | null = PROVIDER, services = NO_SERVICES) {
  return renderApp(page(), {
    user,
    onFetch: (path) => {
      if (path === `/api/providers/${PROVIDER._id}/services`) return jsonResponse(services);
      if (path === `/api/services/provider/${PROVIDER._id}`) {
        return provider
          ? jsonResponse(provider)
          : errorResponse('PROVIDER_NOT_FOUND', { message: 'Provider not found' });
      }
      if (path === `/api/services/provider/${PROVIDER._id}/reviews`) {
        return jsonResponse(fixture(providerReviewListSchema, { reviews: [review(1)], nextCursor: 'c1' }));
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

    await user.click(within(reviews).getByRole('button', { name: 'Load more' }));
    expect(await within(reviews).findByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('Meena')).toBeTruthy();
    expect(within(reviews).queryByRole('button', { name: 'Load more' })).toBeNull();
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

  it('lists the active services with their prices, durations and descriptions, each with a Request', async () => {
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
      'Tap or pipe repair₹499 · 1 hLeaks and drips fixed on the spot.Request',
      'Bathroom fitting₹350 an hour · 1 h 30 minRequest',
      'Water tank overhaulOn quote · 4 hRequest',
    ]);
    expect(within(section).getByRole('link', { name: 'Request Bathroom fitting' }).getAttribute('href')).toBe(
      `/work/sendrequest?id=${PROVIDER._id}`,
    );
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
