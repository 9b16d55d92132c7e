// @vitest-environment happy-dom
import { paths, searchMessages, serviceSearchSchema, type ServiceSearchPage } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import {
  CATEGORIES,
  errorResponse,
  fixture,
  jsonResponse,
  makeSearchCard,
  stubGeolocation,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** A search's answer; no area, no correction and no point unless given. */
type Answer = Omit<ServiceSearchPage, 'area' | 'correctedTo' | 'point'> &
  Partial<Pick<ServiceSearchPage, 'area' | 'correctedTo' | 'point'>>;

/** /servises<search> with GET /services/search answered by `answer(query)`. */
function renderServices(search: string, answer: (query: URLSearchParams) => Response | Answer) {
  return renderApp(`${paths.services}${search}`, {
    onFetch: (path) => {
      if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
      if (path.startsWith('/api/services/search?')) {
        const result = answer(new URLSearchParams(path.split('?')[1]));
        return result instanceof Response
          ? result
          : jsonResponse(fixture(serviceSearchSchema, { area: null, correctedTo: null, point: null, ...result }));
      }
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

/** The first find of a test waits for the page's code to load (slow on a busy machine). */
const FIRST = { timeout: 5000 };

/** The query strings GET /services/search was asked with, as plain objects. */
function searches(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/services/search?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));
}

describe('services page', () => {
  // "Free on" loads its calendar once the page is idle (search-form.tsx): transformed here, before
  // the tests, so its first load does not land in the middle of one on a busy machine.
  beforeAll(async () => {
    await import('../components/free-on-input');
  });

  it('searches with the URL and shows each provider as a card', async () => {
    const shop = makeSearchCard({
      reviewCount: 12,
      name: 'Ravi Kumar',
      businessName: 'Ravi Plumbing Works',
      businessCategory: ['Plumber', 'Electrician', 'Carpenter', 'Painter', 'Welder', 'Mason'],
      // 1 April in India.
      memberSince: '2025-03-31T20:00:00.000Z',
    });
    const person = makeSearchCard({
      name: 'Sunita Devi',
      businessName: null,
      city: null,
      rating: null,
      reviewCount: 0,
    });
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
    // Each search finds one provider named after its words, so the page shows which it is on.
    const { user, router, fetchMock } = renderServices('?q=plumb', (query) => ({
      providers: [makeSearchCard({ name: `Found for ${query.get('q')}` })],
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
    // Back once the new search's results show, as a person presses it: the words typed are then
    // the search's own. (Back in the moment before the page draws the new search keeps the words
    // typed over the old one: the field's draft follows the URL as it is drawn, use-draft-from.ts.)
    await screen.findByText('Found for tap', {}, { timeout: 10_000 });

    await router.navigate(-1);
    expect(router.state.location.search).toBe('?q=plumb&category=Electrician&sort=rating');
    // The page follows the URL in a transition, which a busy machine (the whole suite at once, two
    // workers on two cores) slows: 3 s was once too short there; the test's own limit is 15 s.
    await waitFor(
      () => expect((screen.getByLabelText('What service do you need?') as HTMLInputElement).value).toBe('plumb'),
      { timeout: 10_000 },
    );
    expect((screen.getByLabelText('Where?') as HTMLInputElement).value).toBe('');
  });

  it('links how results are ranked beside Search, which lists the factors the search uses', async () => {
    const { user, router } = renderServices('?q=plumb', () => ({ providers: [makeSearchCard()], nextCursor: null }));
    await screen.findByRole('list', { name: 'Providers' }, FIRST);
    expect(screen.getByText('Prices include all taxes and fees.')).toBeTruthy();
    const form = within(screen.getByRole('search', { name: 'Find a service' }));
    const link = form.getByRole('link', { name: 'How results are ranked' });
    expect(link.getAttribute('href')).toBe(paths.rankingPolicy);

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'How results are ranked', level: 1 }, FIRST)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.rankingPolicy);
    expect(screen.getByRole('region', { name: 'No paid places' })).toBeTruthy();
    expect(screen.getByText(/No provider can pay for a higher place/)).toBeTruthy();
  });

  it('loads the next page with the cursor', async () => {
    const [a, b] = [makeSearchCard({ businessName: 'First Shop' }), makeSearchCard({ businessName: 'Second Shop' })];
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
        : { providers: [makeSearchCard({ businessName: 'Any Shop' })], nextCursor: null },
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
        : { providers: [makeSearchCard({ businessName: 'Back Shop' })], nextCursor: null },
    );
    expect(await screen.findByText('Invalid search')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Shop' })).toBeTruthy();
  });

  it('says what it searched for when it corrected a typo, and pages with the corrected words', async () => {
    const [a, b] = [
      makeSearchCard({ businessName: 'Kavya Plumbing' }),
      makeSearchCard({ businessName: 'Suresh Pipes' }),
    ];
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
    const near = makeSearchCard({ businessName: 'Near Shop', city: 'Pune', state: 'Maharashtra' });
    const far = makeSearchCard({ businessName: 'Far Shop', city: 'Mumbai', state: 'Maharashtra' });
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

  describe('near a point, free on a day, taking work now', () => {
    // Wednesday 2 December 2026, 11:30 am in India: the cards' free times are said from today.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-02T06:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    const bangalore = { pincode: '560034', district: 'Bangalore' };

    it('searches by distance from a typed pincode, says from where, and shows distance, price, next free time and jobs on the cards', async () => {
      const near = makeSearchCard({
        businessName: 'Ravi Plumbing Works',
        distanceKm: 3.2,
        priceFrom: 499,
        nextSlot: '2026-12-02T11:00:00.000Z',
        jobsDone: 12,
      });
      const tomorrow = makeSearchCard({
        businessName: 'Kaveri Pipes',
        distanceKm: 0.4,
        priceFrom: 150000,
        nextSlot: '2026-12-03T03:30:00.000Z',
        jobsDone: 1,
      });
      const later = makeSearchCard({
        businessName: 'Later Taps',
        distanceKm: 12,
        nextSlot: '2026-12-04T03:30:00.000Z',
      });
      const plain = makeSearchCard({ businessName: 'Plain Plumbing' });
      const { user, router, fetchMock } = renderServices('?q=plumber', (query) =>
        query.get('near')
          ? { providers: [near, tomorrow, later], nextCursor: null, point: bangalore }
          : { providers: [plain], nextCursor: null },
      );
      const list = await screen.findByRole('list', { name: 'Providers' }, FIRST);
      // Without a point: no distance, no price, no free time, no jobs; nothing to sort by distance.
      expect(within(list).getByRole('listitem').textContent).not.toMatch(/km|from ₹|Next free|jobs? done/);
      expect(screen.queryByText(/^Near \d/)).toBeNull();
      expect(within(screen.getByLabelText('Sort by')).queryByRole('option', { name: 'Nearest' })).toBeNull();

      await user.type(screen.getByLabelText('Where?'), '560034{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber&near=560034'));
      expect(await screen.findByText('Near 560034, Bangalore')).toBeTruthy();
      expect(searches(fetchMock).at(-1)).toEqual({ q: 'plumber', near: '560034', sort: 'relevance' });
      expect((screen.getByLabelText('Where?') as HTMLInputElement).value).toBe('560034');

      const [first, second, third] = within(screen.getByRole('list', { name: 'Providers' })).getAllByRole('listitem');
      expect(within(first!).getByText('3.2 km · from ₹499 · 12 jobs done')).toBeTruthy();
      expect(within(first!).getByText('Next free: Today 4:30 pm')).toBeTruthy();
      // Indian grouping; a pincode's centroid cannot say closer than 1 km.
      expect(within(second!).getByText('Under 1 km · from ₹1,50,000 · 1 job done')).toBeTruthy();
      expect(within(second!).getByText('Next free: Tomorrow 9:00 am')).toBeTruthy();
      // No fixed price, no jobs yet: only the distance.
      expect(within(third!).getByText('12 km')).toBeTruthy();
      expect(within(third!).getByText('Next free: Fri 4 Dec, 9:00 am')).toBeTruthy();

      // With a point, Nearest and Lowest price are orders to choose.
      await user.selectOptions(screen.getByLabelText('Sort by'), 'Nearest');
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber&sort=distance&near=560034'));
      await waitFor(() => expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('distance'));
      expect(searches(fetchMock).at(-1)).toEqual({ q: 'plumber', near: '560034', sort: 'distance' });

      // Clearing the place searches without it, and Nearest, now no order, becomes Relevance.
      await user.click(screen.getByRole('button', { name: 'Clear the place' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber'));
      expect(await screen.findByRole('link', { name: 'Plain Plumbing' })).toBeTruthy();
      expect((screen.getByLabelText('Where?') as HTMLInputElement).value).toBe('');
      expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('relevance');
    });

    it('says the cards’ figures, their free times and the point in Hindi', async () => {
      await changeLanguage('hi');
      try {
        renderServices('?q=plumber&near=560034', () => ({
          providers: [
            makeSearchCard({ distanceKm: 3.2, priceFrom: 499, nextSlot: '2026-12-04T03:30:00.000Z', jobsDone: 12 }),
            makeSearchCard({ distanceKm: 5, nextSlot: '2026-12-02T11:00:00.000Z', jobsDone: 1 }),
          ],
          nextCursor: null,
          point: bangalore,
        }));
        const list = await screen.findByRole('list', { name: 'सेवा प्रदाता' }, FIRST);
        const [first, second] = within(list).getAllByRole('listitem');
        expect(within(first!).getByText('3.2 कि.मी. · ₹499 से शुरू · 12 काम पूरे')).toBeTruthy();
        expect(within(first!).getByText('अगला खाली समय: शुक्र 4 दिस॰, सुबह 9:00')).toBeTruthy();
        expect(within(second!).getByText('5 कि.मी. · 1 काम पूरा')).toBeTruthy();
        expect(within(second!).getByText('अगला खाली समय: आज दोपहर 4:30')).toBeTruthy();
        expect(screen.getByText('560034, Bangalore के पास')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'मेरे पास' })).toBeTruthy();
        expect(within(screen.getByLabelText('इस क्रम में दिखाएँ')).getByRole('option', { name: 'सबसे पास' })).toBeTruthy();
      } finally {
        await changeLanguage('en');
      }
    });

    it('says an unknown pincode under the Where? field', async () => {
      renderServices('?q=plumber&near=110001', () =>
        errorResponse('PINCODE_UNKNOWN', {
          message: searchMessages.unknownPincode,
          errors: [{ path: 'near', msg: searchMessages.unknownPincode }],
        }),
      );
      const where = await screen.findByLabelText('Where?', {}, FIRST);
      await waitFor(() => expect(where.getAttribute('aria-invalid')).toBe('true'));
      const said = document.getElementById(where.getAttribute('aria-describedby')!.split(' ').at(-1)!);
      expect(said?.textContent).toBe('We do not know this pincode yet');
      expect(screen.queryByText('The search could not be completed')).toBeNull();
    });

    it('searches near the browser’s location, rounded to 3 decimals, and clears it', async () => {
      const ask = stubGeolocation({ latitude: 12.93456, longitude: 77.62449 });
      const { user, router, fetchMock } = renderServices('?q=plumber', (query) => ({
        providers: [makeSearchCard({ businessName: 'Kaveri Pipes', distanceKm: query.get('lat') ? 1.4 : null })],
        nextCursor: null,
        point: query.get('lat') ? { pincode: '560095', district: 'Bangalore' } : null,
      }));
      await screen.findByRole('list', { name: 'Providers' }, FIRST);
      await user.click(screen.getByRole('button', { name: 'Near me' }));
      expect(ask).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber&lat=12.935&lng=77.624'));
      expect(await screen.findByText('Near 560095, Bangalore')).toBeTruthy();
      expect(searches(fetchMock).at(-1)).toEqual({ q: 'plumber', lat: '12.935', lng: '77.624', sort: 'relevance' });
      expect(await screen.findByText('1.4 km')).toBeTruthy();
      const where = screen.getByLabelText('Where?') as HTMLInputElement;
      expect(where.value).toBe('Near me');
      expect(within(screen.getByLabelText('Sort by')).getByRole('option', { name: 'Nearest' })).toBeTruthy();

      // Typing does not mix a name into the point; Backspace clears it, and the search goes on without it.
      await user.type(where, 'x');
      expect(where.value).toBe('Near me');
      await user.type(where, '{Backspace}');
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber'));
      expect(where.value).toBe('');
    });

    it('says why when the browser refuses its location, or has none, and searches nothing new', async () => {
      stubGeolocation({ code: 1 });
      const { user, fetchMock } = renderServices('?q=plumber', () => ({ providers: [], nextCursor: null }));
      await screen.findByText('No providers found', {}, FIRST);
      await user.click(screen.getByRole('button', { name: 'Near me' }));
      expect(
        await screen.findByText(
          "Location is blocked for Sevak. Allow it in your browser's settings, or type your pincode.",
        ),
      ).toBeTruthy();
      expect(screen.getByLabelText('Where?').getAttribute('aria-invalid')).toBe('true');
      expect(searches(fetchMock)).toHaveLength(1);

      stubGeolocation(null);
      await user.click(screen.getByRole('button', { name: 'Near me' }));
      expect(await screen.findByText('Your location could not be found. Type your pincode instead.')).toBeTruthy();
      // Typing a place instead takes the message away.
      await user.type(screen.getByLabelText('Where?'), 'Pune');
      expect(screen.queryByText('Your location could not be found. Type your pincode instead.')).toBeNull();
      expect(searches(fetchMock)).toHaveLength(1);
    });

    it('filters by a free day from today to 30 days ahead, and by taking work now', async () => {
      const { user, router, fetchMock } = renderServices('?q=plumber', () => ({
        providers: [makeSearchCard()],
        nextCursor: null,
      }));
      await screen.findByRole('list', { name: 'Providers' }, FIRST);

      // The calendar's code comes once the page is idle (search-form.tsx); until then the field is read-only.
      const day = await waitFor(() => {
        const field = screen.getByLabelText('Free on') as HTMLInputElement;
        expect(field.readOnly).toBe(false);
        return field;
      });
      await user.type(day, '05/12/2026');
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber&availableOn=2026-12-05'));
      await waitFor(() =>
        expect(searches(fetchMock).at(-1)).toEqual({ q: 'plumber', availableOn: '2026-12-05', sort: 'relevance' }),
      );

      await user.click(screen.getByLabelText('Taking work now'));
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber&availableOn=2026-12-05&online=true'));
      await waitFor(() => expect((screen.getByLabelText('Taking work now') as HTMLInputElement).checked).toBe(true));
      await waitFor(() =>
        expect(searches(fetchMock).at(-1)).toEqual({
          q: 'plumber',
          availableOn: '2026-12-05',
          online: 'true',
          sort: 'relevance',
        }),
      );

      // 2 January 2027 is beyond the 30 days: said, and not searched.
      const count = searches(fetchMock).length;
      await user.clear(day);
      await waitFor(() => expect(router.state.location.search).toBe('?q=plumber&online=true'));
      await user.type(day, '02/01/2027');
      expect(await screen.findByText('Choose a day from today to 30 days ahead.')).toBeTruthy();
      expect(router.state.location.search).toBe('?q=plumber&online=true');
      expect(searches(fetchMock)).toHaveLength(count + 1);
    });
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('names the categories in Hindi, in the filter (in Hindi order) and on the cards; one without a Hindi name in English', async () => {
      await changeLanguage('hi');
      const { user, router } = renderServices('?q=plumb', () => ({
        providers: [
          makeSearchCard({ businessName: 'Ravi Plumbing Works', businessCategory: ['Plumber', 'Beautician'] }),
        ],
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
