import { describe, expect, it } from 'vitest';
import {
  allUsersQuery,
  DEFAULT_ALL_USERS_FILTERS,
  DEFAULT_PENDING_FILTERS,
  formatAddress,
  memberListSearch,
  pendingQuery,
  rangeError,
  readAllUsersFilters,
  writeAllUsersFilters,
} from './member-filters';

describe('member list filters', () => {
  it('maps the pending filter select to the API query', () => {
    const base = DEFAULT_PENDING_FILTERS;
    expect(pendingQuery(base)).toEqual({ approved: false, sort: 'newest' });
    expect(pendingQuery({ ...base, kind: 'A-Z' })).toEqual({ approved: false, sort: 'az' });
    expect(pendingQuery({ ...base, kind: 'Z-A' })).toEqual({ approved: false, sort: 'za' });
    expect(pendingQuery({ ...base, kind: 'DATE', date: '2026-03-04' })).toEqual({
      approved: false,
      sort: 'newest',
      date: '2026-03-04',
    });
    // A date or category kept from before only counts while its filter is chosen.
    expect(pendingQuery({ kind: 'A-Z', date: '2026-03-04', category: 'Plumber' })).toEqual({
      approved: false,
      sort: 'az',
    });
    expect(pendingQuery({ ...base, kind: 'DATE' })).toEqual({ approved: false, sort: 'newest' });
    expect(pendingQuery({ ...base, kind: 'Category', category: 'Beauty Parlour' })).toEqual({
      approved: false,
      sort: 'newest',
      category: 'Beauty Parlour',
    });
  });

  it('writes the list query string without empty filters', () => {
    expect(memberListSearch({ approved: false, sort: 'newest' }, null)).toBe('approved=false&sort=newest&limit=20');
    expect(memberListSearch({ category: 'Beauty Parlour', search: '' }, 'abc', 50)).toBe(
      'category=Beauty%20Parlour&cursor=abc&limit=50',
    );
  });

  it('reads and writes the All Users URL', () => {
    const params = new URLSearchParams(
      'search=asha&approved=false&paid=true&category=Plumber&from=2026-01-01&to=bad&sort=za',
    );
    const filters = readAllUsersFilters(params);
    expect(filters).toEqual({
      search: 'asha',
      approval: 'pending',
      payment: 'paid',
      category: 'Plumber',
      from: '2026-01-01',
      to: '',
      sort: 'za',
    });
    expect(writeAllUsersFilters(filters).toString()).toBe(
      'search=asha&approved=false&paid=true&category=Plumber&from=2026-01-01&sort=za',
    );
    expect(readAllUsersFilters(new URLSearchParams('sort=sideways'))).toEqual(DEFAULT_ALL_USERS_FILTERS);
    expect(writeAllUsersFilters(DEFAULT_ALL_USERS_FILTERS).toString()).toBe('');
  });

  it('sends the All Users filters as the API names them', () => {
    expect(allUsersQuery(DEFAULT_ALL_USERS_FILTERS)).toEqual({ sort: 'newest' });
    expect(
      allUsersQuery({
        ...DEFAULT_ALL_USERS_FILTERS,
        search: ' asha ',
        approval: 'approved',
        payment: 'unpaid',
        to: '2026-02-01',
      }),
    ).toEqual({ sort: 'newest', search: 'asha', approved: true, paid: false, to: '2026-02-01' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeError('2026-05-02', '2026-05-01')).toBeTruthy();
    expect(rangeError('2026-05-02', '2026-05-02')).toBeNull();
    expect(rangeError('', '2026-05-01')).toBeNull();
  });

  it('joins the address parts', () => {
    expect(
      formatAddress({ area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' }),
    ).toBe('Kothrud, Pune, Maharashtra, India, 411038');
    expect(formatAddress({ area: '', city: 'Pune', state: '', country: 'India', pincode: '' })).toBe('Pune, India');
    expect(formatAddress(null)).toBe('');
  });
});
