import type { AcceptNoticeInput, ConsentAnswer, User } from '@sevak/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { sessionQuery } from './session';

/** The session's member with the consents the server now holds (no second GET /auth/getuser). */
function useStoreConsents() {
  const queryClient = useQueryClient();
  return ({ noticeVersion, noticeAcceptedAt, marketingConsent, marketingConsentAt }: ConsentAnswer) =>
    queryClient.setQueryData(sessionQuery().queryKey, (user: User | null | undefined) =>
      user ? { ...user, noticeVersion, noticeAcceptedAt, marketingConsent, marketingConsentAt } : user,
    );
}

/** PUT /auth/privacy-notice: the signed-in member accepts the current notice. */
export function useAcceptNotice() {
  const store = useStoreConsents();
  return useMutation({
    mutationFn: (input: AcceptNoticeInput) => api.put<ConsentAnswer>('/auth/privacy-notice', input),
    onSuccess: store,
  });
}

/** PUT /auth/marketing-consent: give or withdraw consent to marketing messages. */
export function useMarketingConsent() {
  const store = useStoreConsents();
  return useMutation({
    mutationFn: (consent: boolean) => api.put<ConsentAnswer>('/auth/marketing-consent', { consent }),
    onSuccess: store,
  });
}
