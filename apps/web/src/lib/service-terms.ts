import { formatRupees, type Service } from '@sevak/shared';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n';

/**
 * How a service of a rate card reads (docs/contract.md §5c "Services and hours"), the same on the
 * provider's own list and on their public page: '₹499', '₹350 an hour', 'On quote'; '1 h 30 min'.
 * The words are the rate card's (`rateCard` namespace), loaded with either page.
 */
export function useServiceTerms() {
  const { t } = useTranslation('rateCard');
  const duration = useCallback(
    (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return [hours > 0 && t('terms.hours', { count: hours }), rest > 0 && t('terms.minutes', { count: rest })]
        .filter(Boolean)
        .join(' ');
    },
    [t],
  );
  const price = useCallback(
    ({ priceType, price: rupees }: Pick<Service, 'priceType' | 'price'>) => {
      if (priceType === 'quote' || rupees === null) return t('terms.quote');
      return priceType === 'hourly' ? t('terms.hourly', { amount: formatRupees(rupees) }) : formatRupees(rupees);
    },
    [t],
  );
  return { price, duration };
}
