import { Badge } from '@mantine/core';
import type { InvestmentStatus } from '@sevak/shared';
import { useTranslation } from '../i18n/i18n';

/**
 * An investment's status in words (docs/product-spec.md §4): 'active' green, any other grey.
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" tt="none" miw="max-content">
      {t(`investmentStatus.${status}`)}
    </Badge>
  );
}
