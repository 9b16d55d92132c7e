import { messages } from '@sevak/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionQuery, setSessionUser } from '../lib/session';
import { ApiError } from '../lib/api';
import { notifyError } from '../lib/notify';

/** Calls whose 401 means "wrong password" or "already signed out", not "your session ended". */
const AUTH_FLOW_PATHS = ['/auth/login', '/auth/logout', '/auth/getuser'];

/**
 * The one interceptor (docs/conventions.md): a 401 from any call means the session ended on the server, so
 * the app forgets the user; the guards then send the person to /login.
 */
function handleError(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (AUTH_FLOW_PATHS.includes(error.path)) return;
  if (queryClient.getQueryData(sessionQuery().queryKey) == null) return;
  setSessionUser(queryClient, null);
  notifyError(messages.auth.sessionInvalid);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleError(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => handleError(queryClient, error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
