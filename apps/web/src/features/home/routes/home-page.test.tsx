// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { CATEGORIES, errorResponse, jsonResponse, makeUser, stubGeolocation } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('home page', () => {
  it('searches for what and where on the services page', async () => {
    const { user, router } = renderApp(paths.home);
    const form = await screen.findByRole('search', { name: 'Find a service' });
    await user.type(within(form).getByLabelText('What service do you need?'), 'tailor');
    await user.type(within(form).getByLabelText('Where?'), 'Pune');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.services));
    expect(router.state.location.search).toBe('?q=tailor&place=Pune');
  });

  it('searches by distance from a typed 6-digit pincode', async () => {
    const { user, router } = renderApp(paths.home);
    const form = await screen.findByRole('search', { name: 'Find a service' });
    await user.type(within(form).getByLabelText('What service do you need?'), 'plumber');
    await user.type(within(form).getByLabelText('Where?'), '560034{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.services));
    expect(router.state.location.search).toBe('?q=plumber&near=560034');
  });

  it('searches near the browser’s location with Near me, rounded to 3 decimals', async () => {
    stubGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    const { user, router } = renderApp(paths.home);
    const form = await screen.findByRole('search', { name: 'Find a service' });
    await user.type(within(form).getByLabelText('What service do you need?'), 'plumber');
    await user.click(within(form).getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.services));
    expect(router.state.location.search).toBe('?q=plumber&lat=12.972&lng=77.595');
  });

  it('says why under Where? when the browser refuses its location, and stays', async () => {
    stubGeolocation({ code: 1 });
    const { user, router } = renderApp(paths.home);
    const form = await screen.findByRole('search', { name: 'Find a service' });
    await user.click(within(form).getByRole('button', { name: 'Near me' }));
    expect(
      await within(form).findByText(
        "Location is blocked for Sevak. Allow it in your browser's settings, or type your pincode.",
      ),
    ).toBeTruthy();
    expect(within(form).getByLabelText('Where?').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('links popular categories to their search, and lists every category only when asked', async () => {
    const { user, fetchMock } = renderApp(paths.home, {
      onFetch: (path) =>
        path === '/api/category/getAllCategory'
          ? jsonResponse(CATEGORIES)
          : errorResponse('NOT_FOUND', { message: 'Not found' }),
    });
    const popular = await screen.findByRole('region', { name: 'Popular services' });
    const tiles = within(popular).getAllByRole('link');
    expect(tiles).toHaveLength(12);
    expect(within(popular).getByRole('link', { name: 'AC Repair and Service' }).getAttribute('href')).toBe(
      '/servises?category=AC+Repair+and+Service',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    const browse = within(popular).getByRole('button', { name: 'Browse all categories' });
    expect(browse.getAttribute('aria-expanded')).toBe('false');
    await user.click(browse);
    expect(browse.getAttribute('aria-expanded')).toBe('true');
    const all = await screen.findByRole('list', { name: 'All categories' });
    const links = within(all).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(CATEGORIES.categories.map((c) => c.categoryName));
    expect(within(all).getByRole('link', { name: 'Tailor' }).getAttribute('href')).toBe('/servises?category=Tailor');
  });

  it('explains how Sevak works and asks visitors, not members, to register', async () => {
    const visitor = renderApp(paths.home);
    const steps = await screen.findByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Register', 'Get verified', 'Connect']);
    expect(within(steps).getByText(/one-time ₹121 fee/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Why trust Sevak' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(paths.register);
    visitor.unmount();

    renderApp(paths.home, { user: makeUser() });
    expect(await screen.findByRole('region', { name: 'How it works' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('names the popular and all categories in Hindi, each linking to its search by the English name', async () => {
      await changeLanguage('hi');
      const { user } = renderApp(paths.home, {
        onFetch: (path) =>
          path === '/api/category/getAllCategory'
            ? jsonResponse(CATEGORIES)
            : errorResponse('NOT_FOUND', { message: 'Not found' }),
      });
      const popular = await screen.findByRole('region', { name: 'लोकप्रिय सेवाएँ' });
      expect(within(popular).getByRole('link', { name: 'प्लंबर' }).getAttribute('href')).toBe(
        '/servises?category=Plumber',
      );
      expect(within(popular).getByRole('link', { name: 'दर्ज़ी' })).toBeTruthy();
      // Not in this list's Hindi names (as an admin's new category): its English name.
      expect(within(popular).getByRole('link', { name: 'AC Repair and Service' })).toBeTruthy();
      expect(within(popular).queryByRole('link', { name: 'Plumber' })).toBeNull();

      await user.click(within(popular).getByRole('button', { name: 'सभी कैटेगरी देखें' }));
      const all = await screen.findByRole('list', { name: 'सभी कैटेगरी' });
      expect(
        within(all)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['इलेक्ट्रीशियन', 'दर्ज़ी', 'प्लंबर', 'बढ़ई', 'Beautician']);
      expect(within(all).getByRole('link', { name: 'बढ़ई' }).getAttribute('href')).toBe('/servises?category=Carpenter');
    });
  });
});
