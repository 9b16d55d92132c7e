import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, formatRupees, withdrawalMessages, type Withdrawal } from '@sevak/shared';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WithdrawalStatusBadge } from '../../../components/withdrawal-status-badge';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useCancelWithdrawal } from '../api/withdrawals';
import { notifyOwnNotice } from '../utils/own-notice';

const WRAP = { overflowWrap: 'anywhere' } as const;

function WithdrawalCard({ withdrawal, onCancel }: { withdrawal: Withdrawal; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { amount, status, reason, utr, createdAt, paidAt } = withdrawal;
  const showReason = reason && (status === 'rejected' || status === 'failed');
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700}>{formatRupees(amount)}</Text>
          <WithdrawalStatusBadge status={status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('withdrawals.requestedOn', { date: formatDateTime(createdAt) })}
        </Text>
        {paidAt ? (
          <Text size="sm" c="dimmed">
            {t('withdrawals.paidOn', { date: formatDateTime(paidAt) })}
          </Text>
        ) : null}
        {utr ? (
          <Text size="sm" style={WRAP}>
            {t('withdrawals.utr')}{' '}
            <Text span ff="monospace" size="sm">
              {utr}
            </Text>
          </Text>
        ) : null}
        {showReason ? (
          <Text size="sm" style={WRAP}>
            {t('withdrawals.reason', { reason })}
          </Text>
        ) : null}
        {status === 'requested' ? (
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={onCancel}
              aria-label={t('withdrawals.cancelLabel', { amount: formatRupees(amount) })}
            >
              {t('withdrawals.cancel')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** "My withdrawals": one card each (phones and wide screens), newest first; Cancel while requested, after a confirmation. */
export function WithdrawalList({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const { t } = useTranslation('wallet');
  const cancel = useCancelWithdrawal();
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  // A second click on Yes before the first one re-rendered sends nothing.
  const sending = useRef(false);

  if (withdrawals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {translateText(withdrawalMessages.noRequests)}
      </Text>
    );
  }

  const confirm = (withdrawal: Withdrawal) => {
    if (sending.current) return;
    sending.current = true;
    cancel.mutate(withdrawal._id, {
      onSuccess: () => notifyOwnNotice(withdrawalMessages.notices.cancelled(formatRupees(withdrawal.amount))),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => {
        sending.current = false;
        setCancelling(null);
      },
    });
  };

  return (
    <>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('withdrawals.title')}>
        {withdrawals.map((withdrawal) => (
          <WithdrawalCard key={withdrawal._id} withdrawal={withdrawal} onCancel={() => setCancelling(withdrawal)} />
        ))}
      </Stack>
      <ConfirmDialog
        opened={cancelling !== null}
        onClose={() => {
          if (!cancel.isPending) setCancelling(null);
        }}
        title={t('withdrawals.confirmTitle')}
        confirmLabel={t('withdrawals.confirmYes')}
        onConfirm={() => cancelling && confirm(cancelling)}
        busy={cancel.isPending}
      >
        {cancelling ? (
          <Stack gap="xs">
            <Text fw={600}>
              {t('withdrawals.confirmSummary', {
                amount: formatRupees(cancelling.amount),
                date: formatDateTime(cancelling.createdAt),
              })}
            </Text>
            <Text>{translateText(withdrawalMessages.cancelConfirm)}</Text>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
