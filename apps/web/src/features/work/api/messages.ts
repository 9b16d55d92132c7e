import { encodePhotoMessageForm, type Message, type MessagePage } from '@sevak/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A request's conversation (docs/contract.md §5c "messages"): pages newest first, each page oldest
 * first; a message on the live stream makes the newest page stale (the notification stream hook).
 */
const messagesPath = (id: string) => `/work/requests/${encodeURIComponent(id)}/messages`;

export function messagesQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.messages(id),
    queryFn: ({ signal, pageParam }) =>
      api.get<MessagePage>(`${messagesPath(id)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export const useMessages = (id: string) => useInfiniteQuery(messagesQuery(id));

/** Every message loaded, oldest first. */
export function allLoaded(pages: MessagePage[] | undefined): Message[] {
  return [...(pages ?? [])].reverse().flatMap((page) => page.messages);
}

export const sendMessage = (id: string, body: { clientId: string; text: string }) =>
  api.post<{ message: Message }>(messagesPath(id), body).then((answer) => answer.message);

/** A photo (re-encoded by the server) with words that may be empty; kept once per client id too. */
export const sendPhotoMessage = (id: string, body: { clientId: string; text: string }, photo: Blob) =>
  api
    .post<{ message: Message }>(`${messagesPath(id)}/photo`, encodePhotoMessageForm(body, { photo }))
    .then((answer) => answer.message);

export const markMessagesRead = (id: string) => api.post<{ marked: number }>(`${messagesPath(id)}/read`);

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      api.post<{ message: string }>(`/messages/${encodeURIComponent(messageId)}/report`, { reason }),
  });
}

/** After a message is sent: the conversation is asked for again (its newest page). */
export function useRefreshMessages(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.messages(id) });
}
