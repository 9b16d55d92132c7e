import { nextStepsMessages, type ApprovalTime } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { translateText } from '../i18n/i18n';
import { api } from './api';
import { queryKeys } from './query-keys';

/** GET /auth/approval-time: how long approval usually takes (median hours over 90 days). */
export function approvalTimeQuery() {
  return queryOptions({
    queryKey: [...queryKeys.session, 'approval-time'],
    queryFn: ({ signal }) => api.get<ApprovalTime>('/auth/approval-time', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** 'Most members are approved within about 10 hours…', or null before there are approvals. */
export function useApprovalTimeLine(): string | null {
  const time = useQuery(approvalTimeQuery()).data;
  if (!time || time.medianHours === null) return null;
  const hours = Math.max(1, Math.round(time.medianHours));
  return translateText(
    hours < 48 ? nextStepsMessages.typicalHours(hours) : nextStepsMessages.typicalDays(Math.round(hours / 24)),
  );
}
