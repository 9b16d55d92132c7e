import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Marks queries stale after a change, without waiting for them: the caller's own callbacks (a
 * toast, closing a dialog) run at once, even when the refetched list no longer has the row that asked.
 */
export function useInvalidate(keys: readonly QueryKey[]): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}
