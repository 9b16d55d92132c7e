// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, errorResponse, jsonResponse, makeUser } from '../../../test/fixtures';
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
});
