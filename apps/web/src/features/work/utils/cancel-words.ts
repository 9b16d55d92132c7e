import {
  cancellationTerms,
  formatRupees,
  rulesOf,
  rupeesToPaise,
  type CancellationTerms,
  type MarketplaceConfig,
  type WorkRequest,
} from '@sevak/shared';
import type { TFunction } from 'i18next';
import { providerNameOf } from './booking-role';

/** What cancelling this booking now does with the money (the shared rule the server applies). */
export function termsNow(
  request: WorkRequest,
  by: 'seeker' | 'provider',
  marketplace: MarketplaceConfig,
  now = new Date(),
): CancellationTerms {
  return cancellationTerms({
    by,
    paid: request.status === 'confirmed',
    amountPaise: rupeesToPaise(request.amount ?? 0),
    slotStart: new Date(request.slotStart ?? now),
    now,
    rules: rulesOf(marketplace),
  });
}

/**
 * The shared cancellationWords in the member's language: the same sentence for each kind, with
 * its amounts and names (work.json `cancelWords`; its English is the shared text, which a test
 * checks).
 */
export function cancelWordsOf(terms: CancellationTerms, request: WorkRequest, t: TFunction<'work'>): string {
  const r = (paise: number) => formatRupees(paise / 100);
  return t(`cancelWords.${terms.kind}`, {
    fee: r(terms.feePaise),
    refund: r(terms.refundPaise),
    compensation: r(terms.compensationPaise),
    provider: providerNameOf(request),
    seeker: request.seeker.name,
  });
}
