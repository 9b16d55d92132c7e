import { describe, expect, it } from 'vitest';
import { searchFiltersFromParams, searchParamsFromFilters, serviceSearchApiPath } from './search-filters.js';

describe('the services search in a URL', () => {
  it('reads the page URL, trimmed, with an unknown sort as relevance', () => {
    expect(searchFiltersFromParams(new URLSearchParams('q=%20tap%20&place=Goa&sort=cheapest'))).toEqual({
      q: 'tap',
      place: 'Goa',
      category: '',
      sort: 'relevance',
    });
  });

  it('writes the page URL without empty filters or the default sort, and reads it back the same', () => {
    const filters = { q: 'ac repair', place: '', category: 'Electrician', sort: 'rating' } as const;
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('q=ac+repair&category=Electrician&sort=rating');
    expect(searchFiltersFromParams(params)).toEqual(filters);
    expect(searchParamsFromFilters({ ...filters, q: ' ', category: '', sort: 'relevance' }).toString()).toBe('');
  });

  it('gives the API address with the sort always named, and the cursor of a next page', () => {
    const filters = { q: 'plumber', place: 'Pune', category: '', sort: 'relevance' } as const;
    expect(serviceSearchApiPath(filters)).toBe('/services/search?q=plumber&place=Pune&sort=relevance');
    expect(serviceSearchApiPath(filters, 'abc')).toBe(
      '/services/search?q=plumber&place=Pune&sort=relevance&cursor=abc',
    );
  });
});
