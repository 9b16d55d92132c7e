import type { User } from '@sevak/shared';

/**
 * The admin member lists (docs/product-spec.md §2 'Admin pending-users screen', the All Users screen) and how
 * their filters travel to GET /auth/getAllUser and, for All Users, the page's URL.
 */

export type MemberSort = 'newest' | 'oldest' | 'az' | 'za';

/** What GET /auth/getAllUser filters on; absent = no filter. Dates are yyyy-MM-dd (India). */
export type MemberQuery = {
  approved?: boolean;
  search?: string;
  sort?: MemberSort;
  category?: string;
  /** Registered that day. */
  date?: string;
  paid?: boolean;
  /** Registered on or after / on or before. */
  from?: string;
  to?: string;
  /** Approved members whose new Aadhaar images await review. */
  aadhaarReview?: boolean;
};

export const MEMBERS_PAGE_SIZE = 20;

/** GET /auth/getAllUser's query string: absent and empty filters left out, spaces as %20. */
export function memberListSearch(query: MemberQuery, cursor: string | null, limit = MEMBERS_PAGE_SIZE): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [keyof MemberQuery, MemberQuery[keyof MemberQuery]][]) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  if (cursor) search.set('cursor', cursor);
  search.set('limit', String(limit));
  // URLSearchParams writes a space as '+'; %20 reads the same everywhere.
  return search.toString().replaceAll('+', '%20');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd day, or '' (anything else, e.g. a hand-edited URL, counts as no day). */
function dayOrEmpty(value: string | null | undefined): string {
  return value && DAY.test(value) ? value : '';
}

// ---- Pending approval ('Registered Users') ----

/** The spec's one filter select, in its words. */
export const PENDING_FILTERS = ['All', 'A-Z', 'Z-A', 'DATE', 'Category'] as const;
export type PendingFilterKind = (typeof PENDING_FILTERS)[number];

export type PendingFilters = {
  kind: PendingFilterKind;
  /** yyyy-MM-dd, used when kind is DATE. */
  date: string;
  /** A category name, used when kind is Category. */
  category: string;
};

export const DEFAULT_PENDING_FILTERS: PendingFilters = { kind: 'All', date: '', category: '' };

/** Members awaiting approval, as the filter asks (a DATE or Category not yet picked filters nothing). */
export function pendingQuery(filters: PendingFilters): MemberQuery {
  const query: MemberQuery = { approved: false, sort: 'newest' };
  if (filters.kind === 'A-Z') query.sort = 'az';
  if (filters.kind === 'Z-A') query.sort = 'za';
  if (filters.kind === 'DATE' && dayOrEmpty(filters.date)) query.date = filters.date;
  if (filters.kind === 'Category' && filters.category) query.category = filters.category;
  return query;
}

/** Pending Approval's second list: approved members' new Aadhaar images awaiting review. */
export const AADHAAR_REVIEW_QUERY: MemberQuery = { aadhaarReview: true, sort: 'oldest' };

// ---- All users ----

export type Approval = 'all' | 'approved' | 'pending';
export type PaymentFilter = 'all' | 'paid' | 'unpaid';

export type AllUsersFilters = {
  /** As typed (trimmed only when sent, so a pause after a space keeps the space). */
  search: string;
  approval: Approval;
  payment: PaymentFilter;
  /** A category name, or '' for all. */
  category: string;
  from: string;
  to: string;
  sort: MemberSort;
};

export const DEFAULT_ALL_USERS_FILTERS: AllUsersFilters = {
  search: '',
  approval: 'all',
  payment: 'all',
  category: '',
  from: '',
  to: '',
  sort: 'newest',
};

export const SORT_OPTIONS: { value: MemberSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'az', label: 'Name A-Z' },
  { value: 'za', label: 'Name Z-A' },
];

export const APPROVAL_OPTIONS: { value: Approval; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
];

export const PAYMENT_OPTIONS: { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Not paid' },
];

function oneOf<T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T {
  return allowed.find((option) => option.value === value)?.value ?? fallback;
}

/**
 * The All Users filters from the page's URL (`?search=&approved=&paid=&category=&from=&to=&sort=`,
 * the API's own names); unknown values fall back to the defaults.
 */
export function readAllUsersFilters(params: URLSearchParams): AllUsersFilters {
  const approved = params.get('approved');
  const paid = params.get('paid');
  return {
    search: params.get('search') ?? '',
    approval: approved === 'true' ? 'approved' : approved === 'false' ? 'pending' : 'all',
    payment: paid === 'true' ? 'paid' : paid === 'false' ? 'unpaid' : 'all',
    category: params.get('category') ?? '',
    from: dayOrEmpty(params.get('from')),
    to: dayOrEmpty(params.get('to')),
    sort: oneOf(params.get('sort'), SORT_OPTIONS, 'newest'),
  };
}

/** The API query of the All Users filters. */
export function allUsersQuery(filters: AllUsersFilters): MemberQuery {
  const query: MemberQuery = { sort: filters.sort };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.approval !== 'all') query.approved = filters.approval === 'approved';
  if (filters.payment !== 'all') query.paid = filters.payment === 'paid';
  if (filters.category) query.category = filters.category;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** The URL of the All Users filters: defaults left out, so a clean list has a clean address. */
export function writeAllUsersFilters(filters: AllUsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.approval !== 'all') params.set('approved', String(filters.approval === 'approved'));
  if (filters.payment !== 'all') params.set('paid', String(filters.payment === 'paid'));
  if (filters.category) params.set('category', filters.category);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** A range whose end comes before its start; yyyy-MM-dd compares correctly as text. */
export function rangeError(from: string, to: string): string | null {
  return from && to && to < from ? "'Registered to' must be on or after 'Registered from'" : null;
}

// ---- Display ----

/** 'Kothrud, Pune, Maharashtra, India, 411038' (docs/product-spec.md §2: area, city, state, country, pincode). */
export function formatAddress(address: User['address']): string {
  if (!address) return '';
  return [address.area, address.city, address.state, address.country, address.pincode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
