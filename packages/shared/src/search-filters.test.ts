import { describe, expect, it } from 'vitest';
import {
  hasSearchPoint,
  NO_SEARCH_FILTERS,
  searchFiltersFromParams,
  searchParamsFromFilters,
  serviceSearchApiPath,
} from './search-filters.js';

describe('the services search in a URL', () => {
  it('reads the page URL, trimmed, with an unknown sort as relevance', () => {
    expect(searchFiltersFromParams(new URLSearchParams('q=%20tap%20&place=Goa&sort=cheapest'))).toEqual({
      ...NO_SEARCH_FILTERS,
      q: 'tap',
      place: 'Goa',
    });
  });

  it('writes the page URL without empty filters or the default sort, and reads it back the same', () => {
    const filters = { ...NO_SEARCH_FILTERS, q: 'ac repair', category: 'Electrician', sort: 'rating' } as const;
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('q=ac+repair&category=Electrician&sort=rating');
    expect(searchFiltersFromParams(params)).toEqual(filters);
    expect(searchParamsFromFilters({ ...filters, q: ' ', category: '', sort: 'relevance' }).toString()).toBe('');
  });

  it('carries a point, a free day and taking work now, and reads them back the same', () => {
    const filters = {
      ...NO_SEARCH_FILTERS,
      q: 'plumber',
      sort: 'distance',
      near: '560034',
      availableOn: '2026-12-05',
      online: true,
    } as const;
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('q=plumber&sort=distance&near=560034&availableOn=2026-12-05&online=true');
    expect(searchFiltersFromParams(params)).toEqual(filters);
    expect(hasSearchPoint(filters)).toBe(true);
    expect(hasSearchPoint({ near: '', lat: '12.93', lng: '' })).toBe(false);
    expect(hasSearchPoint({ near: '', lat: '12.93', lng: '77.62' })).toBe(true);
  });

  it('gives the API address with the sort always named, and the cursor of a next page', () => {
    const filters = { ...NO_SEARCH_FILTERS, q: 'plumber', place: 'Pune' } as const;
    expect(serviceSearchApiPath(filters)).toBe('/services/search?q=plumber&place=Pune&sort=relevance');
    expect(serviceSearchApiPath(filters, 'abc')).toBe(
      '/services/search?q=plumber&place=Pune&sort=relevance&cursor=abc',
    );
  });
});
