import type { GetUserResponse, User } from '@sevak/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api';
import { queryKeys } from './query-keys';

/**
 * The session (docs/product-spec.md §3, §4): who is signed in, read once at start from GET /auth/getuser.
 * 200 → the user; 403 (no valid session) → null, a visitor; anything else → `error`.
 * The token itself is an httpOnly cookie the app never sees.
 */

export async function getSessionUser(): Promise<User | null> {
  try {
    const { user } = await api.get<GetUserResponse>('/auth/getuser');
    return user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return null;
    throw error;
  }
}

export function sessionQuery() {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: getSessionUser,
    staleTime: 5 * 60_000,
    // Notice a logout in another tab when the person comes back to this one.
    refetchOnWindowFocus: true,
    // A flaky network at start gets two more tries; a clear answer from the server does not.
    retry: (failureCount, error) =>
      failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  });
}

export type Session = {
  /** The signed-in person, or null for a visitor (and while loading). */
  user: User | null;
  /** True only until the first answer (the start gate renders nothing else meanwhile). */
  isLoading: boolean;
  /** The last failure other than "no session" (e.g. the server is down). */
  error: Error | null;
  /** Ask the server again. */
  refresh: () => Promise<unknown>;
};

export function useSession(): Session {
  const query = useQuery(sessionQuery());
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.error,
    refresh: query.refetch,
  };
}

/** The session setter of docs/product-spec.md §3: after login (the user) or when the server says it ended (null). */
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(sessionQuery().queryKey, user);
}
