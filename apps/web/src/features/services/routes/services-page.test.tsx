// @vitest-environment happy-dom
import { paths, serviceSearchSchema, type ServiceSearchPage } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { CATEGORIES, errorResponse, fixture, jsonResponse, makeProvider } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** A search's answer; no area and no correction unless given. */
type Answer = Omit<ServiceSearchPage, 'area' | 'correctedTo'> &
  Partial<Pick<ServiceSearchPage, 'area' | 'correctedTo'>>;

/** /servises<search> with GET /services/search answered by `answer(query)`. */
function renderServices(search: string, answer: (query: URLSearchParams) => Response | Answer) {
  return renderApp(`${paths.services}${search}`, {
    onFetch: (path) => {
      if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
      if (path.startsWith('/api/services/search?')) {
        const result = answer(new URLSearchParams(path.split('?')[1]));
        return result instanceof Response
          ? result
          : jsonResponse(fixture(serviceSearchSchema, { area: null, correctedTo: null, ...result }));
      }
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

/** The query strings GET /services/search was asked with, as plain objects. */
function searches(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/services/search?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));
}

describe('services page', () => {
  it('searches with the URL and shows each provider as a card', async () => {
    const shop = makeProvider({
      reviewCount: 12,
      name: 'Ravi Kumar',
      businessName: 'Ravi Plumbing Works',
      businessCategory: ['Plumber', 'Electrician', 'Carpenter', 'Painter', 'Welder', 'Mason'],
      // 1 April in India.
      memberSince: '2025-03-31T20:00:00.000Z',
    });
    const person = makeProvider({ name: 'Sunita Devi', businessName: null, city: null, rating: null, reviewCount: 0 });
    const { fetchMock } = renderServices('?q=plumb&place=Pune', () => ({
      providers: [shop, person],
      nextCursor: null,
    }));

    expect(await screen.findByRole('heading', { name: 'Find a service', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Providers' });
    expect(searches(fetchMock)).toEqual([{ q: 'plumb', place: 'Pune', sort: 'relevance' }]);
    expect((screen.getByLabelText('What service do you need?') as HTMLInputElement).value).toBe('plumb');
    expect((screen.getByLabelText('Where?') as HTMLInputElement).value).toBe('Pune');

    const [first, second] = within(list).getAllByRole('listitem');
    const card = within(first!);
    expect(card.getByRole('link', { name: 'Ravi Plumbing Works' }).getAttribute('href')).toBe(
      `/serviceDetail?id=${shop._id}`,
    );
    expect(card.getByText('Ravi Kumar')).toBeTruthy();
    for (const name of ['Plumber', 'Electrician', 'Carpenter', 'Painter', '+2 more', 'Verified'])
      expect(card.getByText(name)).toBeTruthy();
    expect(card.queryByText('Welder')).toBeNull();
    expect(card.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeTruthy();
    expect(card.getByText('Member since Apr 2025')).toBeTruthy();

    const other = within(second!);
    expect(other.getByRole('link', { name: 'Sunita Devi' }).getAttribute('href')).toBe(
      `/serviceDetail?id=${person._id}`,
    );
    expect(other.getByText('Maharashtra')).toBeTruthy();
    expect(other.getByText('No reviews yet')).toBeTruthy();
  });

  it('puts a new search, category and order in the URL and searches again; Back returns', async () => {
    const { user, router, fetchMock } = renderServices('?q=plumb', () => ({
      providers: [makeProvider()],
      nextCursor: null,
    }));
    await screen.findByRole('list', { name: 'Providers' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Electrician');
    await waitFor(() => expect(router.state.location.search).toBe('?q=plumb&category=Electrician'));
    // The page follows the URL in a transition: the next choice is made on the page that shows it.
    await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Electrician'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest rated');
    await waitFor(() => expect(router.state.location.search).toBe('?q=plumb&category=Electrician&sort=rating'));
    await waitFor(() => expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('rating'));

    const what = screen.getByLabelText('What service do you need?');
    await user.clear(what);
    await user.type(what, 'tap');
    await user.type(screen.getByLabelText('Where?'), 'Goa{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=tap&place=Goa&category=Electrician&sort=rating'));
    await waitFor(() =>
      expect(searches(fetchMock)).toEqual([
        { q: 'plumb', sort: 'relevance' },
        { q: 'plumb', category: 'Electrician', sort: 'relevance' },
        { q: 'plumb', category: 'Electrician', sort: 'rating' },
        { q: 'tap', place: 'Goa', category: 'Electrician', sort: 'rating' },
      ]),
    );

    await router.navigate(-1);
    // The page follows the URL in a transition, which a busy machine (the whole suite at once) slows.
    await waitFor(
      () => expect((screen.getByLabelText('What service do you need?') as HTMLInputElement).value).toBe('plumb'),
      { timeout: 3000 },
    );
    expect((screen.getByLabelText('Where?') as HTMLInputElement).value).toBe('');
  });

  it('loads the next page with the cursor', async () => {
    const [a, b] = [makeProvider({ businessName: 'First Shop' }), makeProvider({ businessName: 'Second Shop' })];
    const { user, fetchMock } = renderServices('?category=Plumber', (query) =>
      query.get('cursor') === 'c1' ? { providers: [b], nextCursor: null } : { providers: [a], nextCursor: 'c1' },
    );
    expect(await screen.findByRole('link', { name: 'First Shop' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second Shop' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First Shop' })).toBeTruthy();
    expect(searches(fetchMock)[1]).toEqual({ category: 'Plumber', sort: 'relevance', cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing is found and clears the filters', async () => {
    const { user, router } = renderServices('?q=zzz&place=Leh&sort=newest', (query) =>
      query.get('q')
        ? { providers: [], nextCursor: null }
        : { providers: [makeProvider({ businessName: 'Any Shop' })], nextCursor: null },
    );
    expect(await screen.findByText('No providers found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Any Shop' })).toBeTruthy();
    expect(router.state.location.search).toBe('?sort=newest');
  });

  it('says when the search fails, and searches again on Try again', async () => {
    let fail = true;
    const { user } = renderServices('', () =>
      fail
        ? errorResponse('VALIDATION_FAILED', { message: 'Invalid search' })
        : { providers: [makeProvider({ businessName: 'Back Shop' })], nextCursor: null },
    );
    expect(await screen.findByText('Invalid search')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Shop' })).toBeTruthy();
  });

  it('says what it searched for when it corrected a typo, and pages with the corrected words', async () => {
    const [a, b] = [makeProvider({ businessName: 'Kavya Plumbing' }), makeProvider({ businessName: 'Suresh Pipes' })];
    const { user, fetchMock } = renderServices('?q=Plumbr&place=Bengalru', (query) =>
      query.get('cursor')
        ? { providers: [b], nextCursor: null }
        : { providers: [a], nextCursor: 'c1', correctedTo: { q: 'plumber', place: 'Bengaluru' } },
    );
    expect(await screen.findByText('Showing results for “plumber in Bengaluru”')).toBeTruthy();
    expect(screen.getByText('No providers matched “Plumbr in Bengalru”.')).toBeTruthy();
    // What the person typed stays in the form.
    expect((screen.getByLabelText('What service do you need?') as HTMLInputElement).value).toBe('Plumbr');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Suresh Pipes' })).toBeTruthy();
    expect(searches(fetchMock)[1]).toEqual({ q: 'plumber', place: 'Bengaluru', sort: 'relevance', cursor: 'c1' });
  });

  it("puts the seeker's own area first and marks a provider outside it", async () => {
    const near = makeProvider({ businessName: 'Near Shop', city: 'Pune', state: 'Maharashtra' });
    const far = makeProvider({ businessName: 'Far Shop', city: 'Mumbai', state: 'Maharashtra' });
    renderServices('?q=plumber', () => ({
      providers: [
        { ...near, inArea: true },
        { ...far, inArea: false },
      ],
      nextCursor: null,
      area: 'Pune',
    }));
    expect(await screen.findByText('Providers in Pune first')).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Providers' })).getAllByRole('listitem');
    expect(within(first!).queryByText(/Outside/)).toBeNull();
    expect(within(second!).getByText(/Outside Pune/)).toBeTruthy();
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('names the categories in Hindi, in the filter (in Hindi order) and on the cards; one without a Hindi name in English', async () => {
      await changeLanguage('hi');
      const { user, router } = renderServices('?q=plumb', () => ({
        providers: [makeProvider({ businessName: 'Ravi Plumbing Works', businessCategory: ['Plumber', 'Beautician'] })],
        nextCursor: null,
      }));
      const list = await screen.findByRole('list', { name: 'सेवा प्रदाता' });
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByText('प्लंबर')).toBeTruthy();
      expect(card.getByText('Beautician')).toBeTruthy();
      expect(card.queryByText('Plumber')).toBeNull();

      const filter = screen.getByLabelText('कैटेगरी') as HTMLSelectElement;
      await waitFor(() => expect(filter.options).toHaveLength(6));
      expect([...filter.options].map((option) => [option.value, option.text])).toEqual([
        ['', 'सभी कैटेगरी'],
        ['Electrician', 'इलेक्ट्रीशियन'],
        ['Tailor', 'दर्ज़ी'],
        ['Plumber', 'प्लंबर'],
        ['Carpenter', 'बढ़ई'],
        ['Beautician', 'Beautician'],
      ]);
      // The search still asks by the English name: members keep their categories as English names.
      await user.selectOptions(filter, 'दर्ज़ी');
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumb&category=Tailor'));
    });
  });
});
