import { Alert, Stack, Text } from '@mantine/core';
import { formatRupees, type WorkRequest } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { providerNameOf, type Viewer } from '../utils/booking-role';

/**
 * How a booking ended for the money, in amounts: who cancelled and why, the late fee, the refund
 * and its state, the compensation; a dispute's reason and decision; a hold that ran out.
 */
export function BookingOutcome({ request, viewer }: { request: WorkRequest; viewer: Viewer }) {
  const { t } = useTranslation('work');
  const { cancellation, refund, dispute } = request;
  const you = viewer === 'sent' ? 'seeker' : viewer === 'received' ? 'provider' : null;
  const names = { provider: providerNameOf(request), seeker: request.seeker.name };
  const blocks = [];

  if (request.status === 'expired') {
    blocks.push(
      <Alert key="expired" color="gray" role="status">
        {t('outcome.expired')}
      </Alert>,
    );
  }
  if (cancellation) {
    const who =
      cancellation.by === you
        ? t('outcome.byYou')
        : cancellation.by === 'system'
          ? t('outcome.bySevak')
          : names[cancellation.by];
    blocks.push(
      <Alert
        key="cancelled"
        color="gray"
        title={t('outcome.cancelledBy', { who })}
        role="region"
        aria-label={t('outcome.cancelledBy', { who })}
      >
        <Stack gap={4}>
          {cancellation.reason && <Text size="sm">{t('timeline.reason', { reason: cancellation.reason })}</Text>}
          {cancellation.fee > 0 && (
            <Text size="sm">{t('outcome.fee', { amount: formatRupees(cancellation.fee), name: names.provider })}</Text>
          )}
          {cancellation.compensation > 0 && (
            <Text size="sm">
              {t('outcome.compensation', { amount: formatRupees(cancellation.compensation), name: names.seeker })}
            </Text>
          )}
        </Stack>
      </Alert>,
    );
  }
  if (dispute) {
    blocks.push(
      <Alert
        key="dispute"
        color={dispute.resolution ? 'green' : 'red'}
        title={dispute.resolution ? t('outcome.resolvedTitle') : t('outcome.disputeTitle')}
        role="region"
        aria-label={dispute.resolution ? t('outcome.resolvedTitle') : t('outcome.disputeTitle')}
      >
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('outcome.disputeReason', { reason: dispute.reason })}
          </Text>
          {dispute.resolution ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('outcome.decision', { note: dispute.resolution })}
            </Text>
          ) : (
            <Text size="sm">{t('outcome.disputeWaiting')}</Text>
          )}
        </Stack>
      </Alert>,
    );
  }
  if (refund && refund.amount > 0) {
    blocks.push(
      <Alert key="refund" color={refund.status === 'failed' ? 'orange' : 'blue'} role="status">
        {t(`outcome.refund.${refund.status}`, {
          amount: formatRupees(refund.amount),
          to: you === 'seeker' ? t('outcome.toYou') : t('outcome.toName', { name: names.seeker }),
        })}
      </Alert>,
    );
  }
  return blocks.length > 0 ? <Stack gap="sm">{blocks}</Stack> : null;
}
