import type { TeamAnswer } from '@sevak/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The member's referral team (docs/contract.md §5b): their code and link, who they invited, what it earned. */

export const teamQueryPrefix = queryKeys.team;

/**
 * GET /team?cursor=: every page repeats the code, link and totals; the members come a page at a
 * time ('Load more').
 */
export function teamQuery() {
  return infiniteQueryOptions({
    queryKey: [...teamQueryPrefix, 'members'],
    queryFn: ({ pageParam, signal }) =>
      api.get<TeamAnswer>(`/team${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useTeam = () => useInfiniteQuery(teamQuery());

/** The referral link as a QR code (a PNG data URL), drawn in the browser; the same link, the same picture. */
export function referralQrQuery(link: string) {
  return queryOptions({
    queryKey: [...teamQueryPrefix, 'qr', link],
    queryFn: () => QRCode.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M' }),
    staleTime: Infinity,
    retry: false,
  });
}

export const useReferralQr = (link: string) => useQuery(referralQrQuery(link));
